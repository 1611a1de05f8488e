import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("UITextInputTraits: the keyboard's traits and those the system keyboard honours")
struct TextInputTraitsTests {
    @Test("enablesReturnKeyAutomatically: the system keyboard's return key is disabled while the field is empty")
    func returnKeyFollowsText() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        delegate.allowsReturn = false
        let search = scene.addField(row: 0)
        search.returnKeyType = .search
        search.enablesReturnKeyAutomatically = true
        search.delegate = delegate
        try scene.host.tap(search)
        log.entries.removeAll()
        let keyboard = scene.application.inputSystem.systemKeyboard
        let returnKey = try #require(keyboard.key(titled: "search"))
        #expect(!returnKey.isEnabled)
        try scene.host.tap(returnKey)
        #expect(log.entries.isEmpty)

        try scene.host.tap(try #require(keyboard.key(titled: "q")))
        #expect(returnKey.isEnabled)
        try scene.host.tap(returnKey)
        #expect(log.entries.last == "shouldReturn")
        try scene.host.tap(try #require(keyboard.key(titled: "⌫")))
        #expect(!returnKey.isEnabled)
    }

    @Test("enablesReturnKeyAutomatically is false by default: return works on an empty field")
    func returnKeyEnabledByDefault() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let field = scene.addField(row: 0)
        field.delegate = delegate
        #expect(!field.enablesReturnKeyAutomatically)
        try scene.host.tap(field)
        let returnKey = try #require(scene.application.inputSystem.systemKeyboard.key(titled: "return"))
        #expect(returnKey.isEnabled)
        try scene.host.tap(returnKey)
        #expect(log.entries.contains("shouldReturn"))
    }

    @Test("UITextInputTraits: spell checking, smart punctuation and content type are stored with UIKit's defaults")
    func storedTraits() {
        let field = UITextField()
        #expect(field.spellCheckingType == .default && field.smartQuotesType == .default)
        #expect(field.smartDashesType == .default && field.smartInsertDeleteType == .default)
        #expect(field.textContentType == nil)
        field.spellCheckingType = .no
        field.smartQuotesType = .no
        field.smartDashesType = .yes
        field.smartInsertDeleteType = .no
        field.textContentType = .oneTimeCode
        field.keyboardType = .asciiCapableNumberPad
        let traits: UITextInputTraits = field
        #expect(traits.spellCheckingType == .no && traits.smartQuotesType == .no)
        #expect(traits.smartDashesType == .yes && traits.smartInsertDeleteType == .no)
        #expect(traits.textContentType == .oneTimeCode)
        #expect(traits.keyboardType == .asciiCapableNumberPad)
    }

    @Test("UITextContentType: the common constants are distinct and round-trip through their raw values")
    func contentTypes() {
        let types: [UITextContentType] = [.username, .password, .newPassword, .oneTimeCode, .emailAddress,
                                          .telephoneNumber, .name, .givenName, .familyName, .URL, .postalCode,
                                          .creditCardNumber, .fullStreetAddress, .organizationName]
        #expect(Set(types).count == types.count)
        for type in types { #expect(UITextContentType(rawValue: type.rawValue) == type) }
    }

    @Test("UITextInputTraits: a plain UIKeyInput gets UIKit's defaults for every trait")
    func protocolDefaults() {
        let sink = TextSink()
        let traits: UITextInputTraits = sink
        #expect(traits.spellCheckingType == .default && traits.smartQuotesType == .default)
        #expect(!traits.enablesReturnKeyAutomatically && traits.textContentType == nil)
        #expect(traits.autocapitalizationType == .sentences)
        #expect(UIKeyboardAppearance.alert == .dark)
    }
}
