import Foundation
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

    /// Core Animation's key-path extensions for a layer's struct properties are accepted, with the
    /// kind of value each takes; anything else after a struct is still an unknown key.
    @Test func coreAnimationsStructFieldPathsAreAccepted() {
        let transform = "{CATransform3D=dddddddddddddddd}"
        let point = "{CGPoint=dd}"
        let rect = "{CGRect={CGPoint=dd}{CGSize=dd}}"
        let size = "{CGSize=dd}"
        #expect(KeyValueKey.layerStructField(transform, ["scale"]) == .number)
        #expect(KeyValueKey.layerStructField(transform, ["scale", "x"]) == .number)
        #expect(KeyValueKey.layerStructField(transform, ["rotation", "z"]) == .number)
        #expect(KeyValueKey.layerStructField(transform, ["translation"]) == .value)
        #expect(KeyValueKey.layerStructField(transform, ["m11"]) == nil)
        #expect(KeyValueKey.layerStructField(transform, ["scale", "w"]) == nil)
        #expect(KeyValueKey.layerStructField(point, ["x"]) == .number)
        #expect(KeyValueKey.layerStructField(point, ["z"]) == nil)
        #expect(KeyValueKey.layerStructField(rect, ["size", "width"]) == .number)
        #expect(KeyValueKey.layerStructField(rect, ["origin"]) == .value)
        #expect(KeyValueKey.layerStructField(rect, ["size", "x"]) == nil)
        #expect(KeyValueKey.layerStructField(size, ["height"]) == .number)
        #expect(KeyValueKey.layerStructField("d", ["x"]) == nil, "not a struct")
    }

    /// A layer's `backgroundColor` and a shape layer's `path` are Core Foundation pointers, which take
    /// a `CGColor` or `CGPath` object; a number or string still cannot go there.
    @Test func coreFoundationPointerPropertiesTakeObjects() {
        #expect(KeyValueType(attributes: "T^{CGColor=},N") == .other("^{CGColor=}"))
        #expect(KeyValueType.other("^{CGColor=}").accepts(.object) == true)
        #expect(KeyValueType.other("^{CGPath=}").accepts(.object) == true)
        #expect(KeyValueType.other("^{CGColor=}").accepts(.number) == false)
        #expect(KeyValueType.other("{CGPoint=dd}").accepts(.object) == false)
    }

    /// A start value read through Key-Value Coding converts between number types as NSNumber does,
    /// where Swift's exact bridging would refuse (0.1 as a Double is no Float).
    @Test func numbersReadThroughKeyValueCodingConvert() {
        let tenth = NSNumber(value: 0.1)
        #expect(tenth as? Float == nil, "the bridging this works around")
        #expect(convertedNumber(tenth, to: Float.self) == Float(0.1))
        #expect(convertedNumber(tenth, to: CGFloat.self) == CGFloat(0.1))
        #expect(convertedNumber(NSNumber(value: 3.7), to: Int.self) == 3)
        #expect(convertedNumber(tenth, to: String.self) == nil)
    }

    @Test func aStartThatCannotBeReadSaysSo() {
        let error = TweenError.unreadableStart(property: "key 'opacity'", type: "Float")
        #expect(error.description == "no start value: key 'opacity' could not be read as Float; give 'from'")
    }
}
