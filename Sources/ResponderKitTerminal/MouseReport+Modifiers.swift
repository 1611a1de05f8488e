extension MouseReport {
    /// The modifier bits of an SGR report: Shift 4, Meta or Alt 8, Control 16, as xterm adds them to the code.
    public static let shiftBit = 4
    /// Meta or Alt; see ``shiftBit``.
    public static let metaBit = 8
    /// Control; see ``shiftBit``.
    public static let controlBit = 16
}
