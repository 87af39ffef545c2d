import Testing
@testable import TweenKit

/// The rules the Apple KVC glue applies before a tween may call `setValue(_:forKeyPath:)`.
@Suite struct KeyValueKeyTests {
    @Test func keysSplitIntoIdentifiersAndMalformedOnesAreRefused() throws {
        #expect(try KeyValueKey("text", type: "UILabel").components == ["text"])
        #expect(try KeyValueKey("layer.opacity", type: "UIView").components == ["layer", "opacity"])
        #expect(try KeyValueKey("_private2", type: "X").components == ["_private2"])
        for bad in ["", ".", "layer.", ".opacity", "a..b", "2x", "with space", "émoji", "a-b"] {
            #expect(throws: TweenError.unknownKey(key: bad, type: "UIView")) { try KeyValueKey(bad, type: "UIView") }
        }
    }

    @Test func theSetterIsTheOneKeyValueCodingLooksFor() {
        #expect(KeyValueKey.setterName(for: "text") == "setText:")
        #expect(KeyValueKey.setterName(for: "alpha") == "setAlpha:")
        #expect(KeyValueKey.setterName(for: "URL") == "setURL:")
        #expect(KeyValueKey.setterName(for: "_x") == "set_x:")
    }

    @Test func propertyTypesComeFromTheirEncoding() {
        #expect(KeyValueType(attributes: "Td,N") == .number)
        #expect(KeyValueType(attributes: "Tq,N,V_count") == .number)
        #expect(KeyValueType(attributes: "TB,N,GisHidden") == .number)
        #expect(KeyValueType(attributes: "T@\"NSString\",C,N") == .object(className: "NSString"))
        #expect(KeyValueType(attributes: "T@,&,N") == .object(className: nil))
        #expect(KeyValueType(attributes: "T@?,C,N") == .object(className: nil), "a block")
        #expect(KeyValueType(attributes: "T{CGPoint=dd},N") == .other("{CGPoint=dd}"))
    }

    @Test func aNumberCannotGoIntoAStringPropertyButAMappedStringCan() {
        let text = KeyValueType.object(className: "NSString")
        #expect(text.accepts(.number) == false, "the classic crash: a Double set on UILabel.text")
        #expect(text.accepts(.string) == true)
        #expect(KeyValueType.number.accepts(.number) == true)
        #expect(KeyValueType.number.accepts(.string) == false)
        #expect(KeyValueType.object(className: nil).accepts(.number) == true)
        #expect(KeyValueType.object(className: "NSNumber").accepts(.number) == true)
        #expect(KeyValueType.object(className: "NSNumber").accepts(.string) == false)
        #expect(KeyValueType.object(className: "UIColor").accepts(.object) == nil, "left to the runtime class check")
        #expect(KeyValueType.other("{CGPoint=dd}").accepts(.value) == true)
        #expect(KeyValueType.other("{CGPoint=dd}").accepts(.number) == false)
    }

    @Test func aMapperThatReturnsNilIsSeenThroughAny() {
        let none: String? = nil
        let some: String? = "5"
        let nested: String?? = .some(nil)
        #expect(unwrappedAny(none as Any) == nil)
        #expect(unwrappedAny(some as Any) as? String == "5")
        #expect(unwrappedAny(nested as Any) == nil)
        #expect(unwrappedAny(3.0) as? Double == 3)
    }
}
