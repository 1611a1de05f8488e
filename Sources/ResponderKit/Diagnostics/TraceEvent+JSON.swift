import Foundation

extension TraceEvent {
    /// The version of the JSON form of trace events. It changes when a field changes meaning or goes away; new
    /// fields may appear without a change, so readers ignore fields they do not know.
    public static let jsonSchemaVersion = 1

    /// Why a line is not a trace event of a version this package reads.
    public struct JSONError: Error, Equatable, CustomStringConvertible {
        /// What is wrong with the line.
        public let description: String
    }

    /// The event as one line of JSON, for tools: `{"detail":"...","kind":"hitTest","timestamp":1000.05,"version":1}`.
    ///
    /// `kind` is one of ``Kind``'s raw values, `timestamp` the application clock's seconds, `detail` the
    /// sentence ``detail`` holds, and `version` ``jsonSchemaVersion``. Keys are sorted, so the same trace always
    /// gives the same bytes.
    public var jsonLine: String {
        let object: [String: Any] = ["kind": kind.rawValue, "timestamp": timestamp, "detail": detail,
                                     "version": Self.jsonSchemaVersion]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return #"{"version":\#(Self.jsonSchemaVersion)}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a line written by ``jsonLine``; throws ``JSONError`` for a line that is not JSON, lacks a field,
    /// names an unknown kind or comes from a newer version.
    public init(jsonLine: String) throws(JSONError) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(jsonLine.utf8))) as? [String: Any] else {
            throw JSONError(description: "not a JSON object")
        }
        guard let version = object["version"] as? Int else { throw JSONError(description: "no \"version\"") }
        guard version <= Self.jsonSchemaVersion else {
            throw JSONError(description: "version \(version) is newer than \(Self.jsonSchemaVersion)")
        }
        guard let name = object["kind"] as? String else { throw JSONError(description: "no \"kind\"") }
        guard let kind = Kind(rawValue: name) else { throw JSONError(description: "unknown kind \"\(name)\"") }
        guard let timestamp = (object["timestamp"] as? NSNumber)?.doubleValue, timestamp.isFinite else {
            throw JSONError(description: "no finite \"timestamp\"")
        }
        guard let detail = object["detail"] as? String else { throw JSONError(description: "no \"detail\"") }
        self.init(kind: kind, timestamp: timestamp, detail: detail)
    }
}
