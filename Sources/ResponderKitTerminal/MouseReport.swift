/// A mouse report from an xterm-compatible terminal in SGR mode (`ESC[?1006h`), in cell coordinates.
public struct MouseReport: Sendable, Equatable {
    /// What the mouse did.
    public enum Action: Sendable, Equatable {
        /// A button went down.
        case press
        /// The pointer moved with a button held (reported with `ESC[?1002h`).
        case drag
        /// A button came up.
        case release
        /// The pointer moved with no button held (reported with `ESC[?1003h`); the host sends it as hover.
        case move
        /// The wheel turned one notch; the host sends it as a discrete scroll.
        case scroll
    }


    /// What the mouse did.
    public var action: Action
    /// Which button: 0 left, 1 middle, 2 right (for `.scroll`, 0 up, 1 down, 2 left and 3 right: xterm's
    /// buttons 64 to 67).
    public var button: Int
    /// The modifier keys held: the sum of ``shiftBit``, ``metaBit`` and ``controlBit`` for those down.
    public var modifiers: Int = 0
    /// The column, counted from 0 at the left edge.
    public var column: Int
    /// The row, counted from 0 at the top edge.
    public var row: Int

    /// Describes one mouse report; coordinates count from 0.
    public init(_ action: Action, button: Int = 0, column: Int, row: Int) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
    }
}
