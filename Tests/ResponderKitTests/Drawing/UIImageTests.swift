import Foundation
import ResponderKit
import Testing

@Suite("UIImage")
struct UIImageTests {
    @Test("UIImage(named:) returns an image carrying the name, with a zero size (no asset catalogs on Linux)")
    func named() throws {
        let image = try #require(UIImage(named: "Avatar"))
        #expect(image.assetName == "Avatar")
        #expect(image.symbolName == nil)
        #expect(image.size == .zero)
        #expect(!image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
    }

    @Test("UIImage(systemName:) returns a template symbol image carrying the name")
    func systemName() throws {
        let image = try #require(UIImage(systemName: "square.and.arrow.up"))
        #expect(image.symbolName == "square.and.arrow.up")
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .alwaysTemplate)
    }

    @Test("withRenderingMode and withTintColor return new images that keep the name")
    func modifiers() throws {
        let image = try #require(UIImage(named: "Star"))
        let original = image.withRenderingMode(.alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal && original.assetName == "Star")
        #expect(image.renderingMode == .automatic, "the receiver is unchanged")
        let tinted = image.withTintColor(.red)
        #expect(tinted.assetName == "Star")
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(tinted != image.withRenderingMode(.alwaysOriginal), "the tint is part of the image")
        #expect(image.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test("Two loads of one name are equal images; different names are not")
    func equality() {
        #expect(UIImage(named: "A") == UIImage(named: "A"))
        #expect(UIImage(named: "A") != UIImage(named: "B"))
        #expect(UIImage(named: "trash") != UIImage(systemName: "trash"))
        #expect(UIImage(size: CGSize(width: 2, height: 3)).size == CGSize(width: 2, height: 3))
        #expect(UIImage().size == .zero)
    }
}
