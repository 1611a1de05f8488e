import Foundation

/// What the text of an input means (a user name, a new password, a one-time code), so that a host can offer
/// matching suggestions or fill it in; see ``UITextInputTraits/textContentType``.
///
/// The raw values are the HTML `autocomplete` tokens these types correspond to. ResponderKit itself fills
/// nothing in; the value is kept for hosts.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The token naming the type.
    public let rawValue: String

    /// Creates a content type from its token.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a content type from its token.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A web address.
    public static let URL = UITextContentType("url")
    /// A full name.
    public static let name = UITextContentType("name")
    /// A title before a name, such as Dr.
    public static let namePrefix = UITextContentType("honorific-prefix")
    /// A first name.
    public static let givenName = UITextContentType("given-name")
    /// A middle name.
    public static let middleName = UITextContentType("additional-name")
    /// A last name.
    public static let familyName = UITextContentType("family-name")
    /// A suffix after a name, such as Jr.
    public static let nameSuffix = UITextContentType("honorific-suffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("organization-title")
    /// An organization's name.
    public static let organizationName = UITextContentType("organization")
    /// A place.
    public static let location = UITextContentType("location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType("address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType("address-line2")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// A state or province.
    public static let addressState = UITextContentType("address-level1")
    /// A city and state together.
    public static let addressCityAndState = UITextContentType("address-level1+2")
    /// A part of a city.
    public static let sublocality = UITextContentType("address-level3")
    /// A country.
    public static let countryName = UITextContentType("country-name")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// An account or login name.
    public static let username = UITextContentType("username")
    /// An existing password.
    public static let password = UITextContentType("password")
    /// A password being created.
    public static let newPassword = UITextContentType("new-password")
    /// A code sent for one sign-in, such as by SMS.
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// A parcel tracking number.
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    /// An airline flight number.
    public static let flightNumber = UITextContentType("flight-number")
    /// A date, a time, or both.
    public static let dateTime = UITextContentType("date-time")
    /// A full birth date.
    public static let birthdate = UITextContentType("bday")
}
