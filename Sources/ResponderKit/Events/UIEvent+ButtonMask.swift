import Foundation

extension UIEvent {
    /// Buttons of a pointing device (mouse, trackpad) pressed during an event, one bit per button.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// One bit per button: bit 0 the primary button, bit 1 the secondary, and so on.
        public let rawValue: Int

        /// Creates a mask from its bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The primary button: a mouse's left button, a trackpad click.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button: a mouse's right button, a two-finger trackpad click.
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask for button number `buttonNumber`, counting the primary button as 1 and the secondary
        /// as 2, as UIKit does; a number below 1 gives an empty mask.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard (1...Int.bitWidth - 1).contains(buttonNumber) else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }

        /// The buttons `touches` press: those of every pointer touch still down.
        @MainActor
        static func pressed(by touches: some Sequence<UITouch>) -> ButtonMask {
            var mask: ButtonMask = []
            for touch in touches where touch.type == .indirectPointer && touch.isDown { mask.formUnion(touch.buttonMask) }
            return mask
        }
    }
}
