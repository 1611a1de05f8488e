import Testing
@testable import UIKitPortRules

@Suite("Rule 1: the Objective-C name of a Swift method, as the compiler computes it (PortingFromUIKit, Step 2)")
struct ObjCSelectorNameTests {
    @Test("No arguments: the base name; unlabelled arguments: one colon each")
    func colons() {
        #expect(ObjCSelectorName.method("refresh", labels: []) == "refresh")
        #expect(ObjCSelectorName.method("handleTap", labels: [nil]) == "handleTap:")
        #expect(ObjCSelectorName.method("handleTap", labels: ["_"]) == "handleTap:")
        #expect(ObjCSelectorName.method("pair", labels: [nil, nil]) == "pair::")
    }

    @Test("A first label joins the base name with With; later labels are written out")
    func labels() {
        #expect(ObjCSelectorName.method("performCommand", labels: ["sender"]) == "performCommandWithSender:")
        #expect(ObjCSelectorName.method("dragged", labels: [nil, "forEvent"]) == "dragged:forEvent:")
        #expect(ObjCSelectorName.method("show", labels: ["item", "animated"]) == "showWithItem:animated:")
    }

    @Test("No With when the first label starts with a preposition or the base name ends with one")
    func prepositions() {
        #expect(ObjCSelectorName.method("move", labels: ["to"]) == "moveTo:")
        #expect(ObjCSelectorName.method("buttonTapped", labels: ["forEvent"]) == "buttonTappedForEvent:")
        #expect(ObjCSelectorName.method("scrollTo", labels: ["item"]) == "scrollToItem:")
        #expect(ObjCSelectorName.method("didTap", labels: ["on"]) == "didTapOn:")
        #expect(ObjCSelectorName.method("send", labels: ["message"]) == "sendWithMessage:")
    }

    @Test("Initializers, getters and setters")
    func accessors() {
        #expect(ObjCSelectorName.initializer(labels: ["frame"]) == "initWithFrame:")
        #expect(ObjCSelectorName.initializer(labels: []) == "init")
        #expect(ObjCSelectorName.getter("isOn") == "isOn")
        #expect(ObjCSelectorName.setter("value") == "setValue:")
    }

    @Test("Camel-case words, for the preposition check")
    func words() {
        #expect(ObjCSelectorName.words(of: "forEvent") == ["for", "Event"])
        #expect(ObjCSelectorName.words(of: "URLString") == ["URL", "String"])
        #expect(ObjCSelectorName.lastWord(of: "scrollTo") == "To")
    }
}
