#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The terminal state to put back, kept in globals because a signal handler can reach nothing else: it may
// not capture context, take locks or allocate. Both are written once, before any handler is installed.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var isTerminalTaken: sig_atomic_t = 0

/// Puts the terminal back: mouse reporting off, cursor shown, styles reset, main screen, saved line
/// discipline. Only async-signal-safe calls (`write`, `tcsetattr`), so signal handlers and `atexit` can run
/// it; the flag makes every call after the first do nothing.
private func restoreTerminal() {
    guard isTerminalTaken != 0 else { return }
    isTerminalTaken = 0
    // A string literal's bytes live in static memory: nothing is allocated here.
    let leave: StaticString = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
}

/// A fatal signal arrived: restore the terminal, then let the signal do what it would have done (end the
/// process, or dump core for a crash), so the exit status still tells what happened.
private let restoreAndReraise: @convention(c) (Int32) -> Void = { signalNumber in
    restoreTerminal()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

/// The terminal in interactive mode: raw input, the alternate screen, the cursor hidden and xterm SGR mouse
/// reporting on, undone however the process ends.
///
/// ``take()`` switches the terminal over; ``restore()`` (also run by `atexit`, by handlers for SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT and by crash signals) puts it back exactly as it was. Raw mode turns off echo,
/// line buffering and the terminal's own Ctrl-C handling (Ctrl-C arrives as a byte, which the host treats
/// as quit), so a program that died without restoring would leave the shell unusable: every exit path
/// restores.
public enum TerminalSession {
    /// The signals after which the terminal is restored before the process ends.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
                                        SIGFPE]

    /// Whether standard input and output are both terminals; interactive mode needs them.
    public static var isInteractiveTerminal: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Switches the terminal to interactive mode; returns false, changing nothing, when it is not a terminal.
    public static func take() -> Bool {
        guard isInteractiveTerminal, isTerminalTaken == 0 else { return false }
        guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else { return false }
        var raw = savedAttributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        // One byte is enough for a read to return; the host reads when the descriptor is readable.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        isTerminalTaken = 1
        for signalNumber in fatalSignals { signal(signalNumber, restoreAndReraise) }
        atexit { restoreTerminal() }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            restoreTerminal()
            return false
        }
        writeAll("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
        return true
    }

    /// Puts the terminal back as ``take()`` found it; safe to call more than once.
    public static func restore() {
        restoreTerminal()
    }

    /// The terminal's size in columns and rows, or `nil` when it cannot be read (or reads as zero).
    public static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes all of `text` to standard output, retrying short writes and interruptions; gives up quietly
    /// if the terminal has gone away.
    public static func writeAll(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return
            }
        }
    }

    /// Reads whatever standard input has (up to 4 KiB): empty when interrupted before anything came, `nil`
    /// at end of input or on an error (the terminal is gone).
    public static func readAvailable() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
        if count > 0 { return Array(buffer.prefix(count)) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        return nil
    }
}
