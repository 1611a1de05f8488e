import Foundation

/// An image, as far as event-handling code names one: ResponderKit draws nothing, so an image is its name and
/// size, enough for `UIAction(title:image:handler:)`, `UIKeyCommand(title:image:...)` and
/// `UIButton.setImage(_:for:)` to compile and keep what they were given.
public final class UIImage: @unchecked Sendable {
    /// The image's size in points.
    public let size: CGSize

    /// Creates an image of the given size; there are no pixels behind it.
    public init(size: CGSize = .zero) {
        self.size = size
    }
}
