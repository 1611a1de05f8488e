import Foundation

/// Turns recording entries into JSON lines and back; the format is described on ``InputRecording``.
enum RecordingCodec {
    static func checkHeader(_ line: Data, decoder: JSONDecoder) throws(RecordingError) {
        let header = try parse(line, lineNumber: 1, decoder: decoder)
        guard header.format == "responderkit-input" else {
            throw RecordingError(line: 1, problem: #"the header must be {"format":"responderkit-input","version":1}"#)
        }
        guard header.version == InputRecording.version else {
            throw RecordingError(line: 1, problem: "unsupported version \(header.version.map(String.init) ?? "(none)"); "
                + "this library reads version \(InputRecording.version)")
        }
    }

    // MARK: Encoding

    static func encode(_ entry: InputRecording.Entry) -> String {
        var object: [String: Any] = ["at": entry.time]
        switch entry.input {
        case .touch(let touch): encodeTouches([touch], at: entry.time, into: &object)
        case .touches(let touches): encodeTouches(touches, at: entry.time, into: &object)
        case .text(.insert(let text)):
            object["kind"] = "text"
            object["insert"] = text
        case .text(.deleteBackward): object["kind"] = "deleteBackward"
        case .text(.return): object["kind"] = "return"
        case .key(let key):
            object["kind"] = "key"
            object["action"] = key.action.rawValue
            object["keyCode"] = key.keyCode.rawValue
            object["characters"] = key.characters
            object["ignoringModifiers"] = key.charactersIgnoringModifiers ?? key.characters
            object["modifiers"] = key.modifierFlags.rawValue
            object["t"] = key.timestamp ?? entry.time
        case .button(let button):
            object["kind"] = "button"
            object["down"] = button.isDown
            object["pressType"] = button.type.rawValue
            object["t"] = button.timestamp ?? entry.time
        case .shake(let phase):
            object["kind"] = "shake"
            object["phase"] = phase.rawValue
        case .remoteControl(let subtype):
            object["kind"] = "remote"
            object["subtype"] = subtype.rawValue
        case .hover(let hover):
            object["kind"] = "hover"
            object["action"] = hover.action.rawValue
            encodePointer(hover.location, hover.modifierFlags, hover.timestamp ?? entry.time, into: &object)
        case .scroll(let scroll):
            object["kind"] = "scroll"
            object["action"] = scroll.action.rawValue
            object["dx"] = Double(scroll.delta.dx)
            object["dy"] = Double(scroll.delta.dy)
            encodePointer(scroll.location, scroll.modifierFlags, scroll.timestamp ?? entry.time, into: &object)
        case .lifecycle(let change):
            object["kind"] = "lifecycle"
            object["phase"] = change.rawValue
        }
        return json(object)
    }

    /// Writes JSON with sorted keys and doubles in Swift's shortest round-trip form, so a recording read back
    /// replays at exactly the recorded times (Foundation's writer rounds them).
    private static func json(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            let members = object.keys.sorted().map { "\(json($0)):\(json(object[$0]!))" }
            return "{" + members.joined(separator: ",") + "}"
        case let array as [Any]:
            return "[" + array.map(json).joined(separator: ",") + "]"
        case let string as String:
            var escaped = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case "\r": escaped += "\\r"
                case "\t": escaped += "\\t"
                case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        case let bool as Bool:
            return bool ? "true" : "false"
        case let int as Int:
            return String(int)
        case let double as Double:
            return double.isFinite ? "\(double)" : "null"
        default:
            return "null"
        }
    }

    private static func encodeTouches(_ touches: [HostTouch], at time: TimeInterval,
                                      into object: inout [String: Any]) {
        object["kind"] = "touches"
        object["touches"] = touches.map { touch -> [String: Any] in
            var line: [String: Any] = ["id": touch.id, "action": touch.action.rawValue, "x": Double(touch.location.x),
                                       "y": Double(touch.location.y), "type": touch.type.rawValue,
                                       "t": touch.timestamp ?? time]
            // Written only when present, so recordings of plain touches read as they always did.
            if !touch.buttonMask.isEmpty { line["buttons"] = touch.buttonMask.rawValue }
            if !touch.modifierFlags.isEmpty { line["modifiers"] = touch.modifierFlags.rawValue }
            return line
        }
    }

    private static func encodePointer(_ location: CGPoint, _ modifiers: UIKeyModifierFlags, _ time: TimeInterval,
                                      into object: inout [String: Any]) {
        object["x"] = Double(location.x)
        object["y"] = Double(location.y)
        object["modifiers"] = modifiers.rawValue
        object["t"] = time
    }

    // MARK: Decoding

    /// Every field a line may have; which ones must be present depends on its kind. Decoded with
    /// `JSONDecoder`, which reads doubles exactly, so recorded times replay to the bit.
    private struct Line: Decodable {
        var format: String?
        var version: Int?
        var at: Double?
        var kind: String?
        var touches: [TouchLine]?
        var insert: String?
        var action: String?
        var keyCode: Int?
        var characters: String?
        var ignoringModifiers: String?
        var modifiers: Int?
        var t: Double?
        var down: Bool?
        var pressType: Int?
        var phase: String?
        var subtype: Int?
        var x: Double?
        var y: Double?
        var dx: Double?
        var dy: Double?
    }

    private struct TouchLine: Decodable {
        var id: Int?
        var action: String?
        var x: Double?
        var y: Double?
        var type: Int?
        var t: Double?
        var buttons: Int?
        var modifiers: Int?
    }

    private static func parse(_ line: Data, lineNumber: Int, decoder: JSONDecoder) throws(RecordingError) -> Line {
        do {
            return try decoder.decode(Line.self, from: line)
        } catch let DecodingError.typeMismatch(_, context) {
            throw RecordingError(line: lineNumber, problem: "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type")
        } catch {
            throw RecordingError(line: lineNumber, problem: "not a JSON object")
        }
    }

    static func decode(_ text: Data, lineNumber: Int, decoder: JSONDecoder) throws(RecordingError) -> InputRecording.Entry {
        func fail(_ problem: String) -> RecordingError { RecordingError(line: lineNumber, problem: problem) }
        func need<Value>(_ value: Value?, _ name: String) throws(RecordingError) -> Value {
            guard let value else { throw fail(#"missing "\#(name)""#) }
            return value
        }
        let line = try parse(text, lineNumber: lineNumber, decoder: decoder)
        guard let time = line.at, time.isFinite else { throw fail(#"missing or non-finite "at""#) }
        let input: HostInput
        switch try need(line.kind, "kind") {
        case "touches":
            var touches: [HostTouch] = []
            for touch in try need(line.touches, "touches") {
                touches.append(try decodeTouch(touch, fail))
            }
            input = .touches(touches)
        case "text": input = .text(.insert(try need(line.insert, "insert")))
        case "deleteBackward": input = .text(.deleteBackward)
        case "return": input = .text(.return)
        case "key":
            guard let action = HostKey.Action(rawValue: try need(line.action, "action")) else {
                throw fail("unknown key action")
            }
            let characters = try need(line.characters, "characters")
            guard let keyCode = UIKeyboardHIDUsage(rawValue: try need(line.keyCode, "keyCode")) else {
                throw fail("unknown key code")
            }
            input = .key(HostKey(action, keyCode,
                                 characters: characters,
                                 charactersIgnoringModifiers: line.ignoringModifiers ?? characters,
                                 modifierFlags: UIKeyModifierFlags(rawValue: line.modifiers ?? 0),
                                 timestamp: line.t))
        case "button":
            guard let type = UIPress.PressType(rawValue: try need(line.pressType, "pressType")) else {
                throw fail("unknown press type")
            }
            input = .button(HostButton(isDown: try need(line.down, "down"), type: type, timestamp: line.t))
        case "shake":
            guard let phase = HostShake(rawValue: try need(line.phase, "phase")) else {
                throw fail("unknown shake phase")
            }
            input = .shake(phase)
        case "remote":
            guard let subtype = UIEvent.EventSubtype(rawValue: try need(line.subtype, "subtype")) else {
                throw fail("unknown remote-control subtype")
            }
            input = .remoteControl(subtype)
        case "hover":
            guard let action = HostHover.Action(rawValue: try need(line.action, "action")) else {
                throw fail("unknown hover action")
            }
            input = .hover(HostHover(action, at: try pointerLocation(of: line, fail),
                                     modifierFlags: UIKeyModifierFlags(rawValue: line.modifiers ?? 0), timestamp: line.t))
        case "scroll":
            guard let action = HostScroll.Action(rawValue: try need(line.action, "action")) else {
                throw fail("unknown scroll action")
            }
            guard let dx = line.dx, let dy = line.dy, dx.isFinite, dy.isFinite else { throw fail("no finite dx and dy") }
            input = .scroll(HostScroll(action, at: try pointerLocation(of: line, fail), delta: CGVector(dx: dx, dy: dy),
                                       modifierFlags: UIKeyModifierFlags(rawValue: line.modifiers ?? 0), timestamp: line.t))
        case "lifecycle":
            guard let change = HostLifecycle(rawValue: try need(line.phase, "phase")) else {
                throw fail("unknown lifecycle step")
            }
            input = .lifecycle(change)
        case let kind:
            throw fail("unknown kind \"\(kind)\"")
        }
        return InputRecording.Entry(time: time, input: input)
    }

    private static func decodeTouch(_ touch: TouchLine,
                                    _ fail: (String) -> RecordingError) throws(RecordingError) -> HostTouch {
        guard let id = touch.id else { throw fail("a touch has no integer id") }
        guard let name = touch.action, let action = HostTouch.Action(rawValue: name) else {
            throw fail("touch \(id) has no valid action")
        }
        guard let x = touch.x, let y = touch.y, x.isFinite, y.isFinite else {
            throw fail("touch \(id) has no finite x and y")
        }
        let type = touch.type.flatMap(UITouch.TouchType.init(rawValue:)) ?? .direct
        return HostTouch(id: id, action: action, location: CGPoint(x: x, y: y), timestamp: touch.t, type: type,
                         buttonMask: UIEvent.ButtonMask(rawValue: touch.buttons ?? 0),
                         modifierFlags: UIKeyModifierFlags(rawValue: touch.modifiers ?? 0))
    }

    private static func pointerLocation(of line: Line,
                                        _ fail: (String) -> RecordingError) throws(RecordingError) -> CGPoint {
        guard let x = line.x, let y = line.y, x.isFinite, y.isFinite else { throw fail("no finite x and y") }
        return CGPoint(x: x, y: y)
    }
}
