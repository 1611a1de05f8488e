import Foundation

/// How a key command's input is matched: by the physical key for inputs that type nothing, by the lowercased
/// characters otherwise.
enum KeyCommandMatch {
    case none
    case key(UIKeyboardHIDUsage)
    case characters(String)

    init(_ input: String?) {
        guard let input else {
            self = .none
            return
        }
        if let code = UIKeyCommand.keyCode(forInput: input) {
            self = .key(code)
            return
        }
        self = .characters(input.lowercased())
    }

    /// `text`'s bytes and length in one integer when it is ASCII of at most 7 bytes, else 0: comparing two
    /// such integers is one instruction, where comparing two different Strings goes through the standard
    /// library's Unicode comparison.
    nonisolated static func packASCII(_ text: String) -> UInt64 {
        var packed: UInt64 = 0
        var count: UInt64 = 0
        for byte in text.utf8 {
            guard byte < 0x80, count < 7 else { return 0 }
            packed |= UInt64(byte) << (8 * count)
            count += 1
        }
        // The length goes in the top byte, offset by one, so the empty string is not 0.
        return packed | (count + 1) << 56
    }

    /// Whether a string packed by ``packASCII(_:)`` holds an ASCII capital letter.
    nonisolated static func hasUppercase(_ packed: UInt64) -> Bool {
        var bytes = packed & 0x00FF_FFFF_FFFF_FFFF
        while bytes != 0 {
            if (0x41...0x5A).contains(bytes & 0xFF) { return true }
            bytes >>= 8
        }
        return false
    }
}
