import Foundation
@testable import MappingKit
import MappingKitTestSupport
import Testing

/// The JSON Schema of a context's payload (issue 43, item 2), made from
/// `Fixtures/payload-schema/Shop.mappings`, which holds every construct
/// the export knows; CI validates the schemas of `Mappings/` against real
/// payloads with a JSON Schema validator (`Scripts/payload-schema-check.sh`).
@Suite("A context's payload as JSON Schema 2020-12")
struct PayloadSchemaTests {
    static func shop(_ direction: PayloadSchema.Direction) throws -> JSON {
        let catalog = try MappingCatalog(contentsOf: Fixtures.url("payload-schema/Shop.mappings"), environment: MappingEnvironment())
        return PayloadSchema.document(for: try catalog.context("$Shop"), direction: direction)
    }

    @Test("the document: 2020-12, one object or an array of them, every context reached in $defs")
    func document() throws {
        let schema = try Self.shop(.forward)
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["title"] == "$Shop")
        #expect(schema["anyOf"] == [["$ref": "#/$defs/$Shop"], ["type": "array", "items": ["$ref": "#/$defs/$Shop"]]])
        #expect(schema["$defs"]?.objectValue?.keys == ["$Shop", "$Person", "$Push", "$Shop.events.1"])
        #expect(schema["$defs"]?["$Shop"]?["type"] == "object")
        #expect(schema["$defs"]?["$Shop"]?["x-mappings-location"] == "Fixtures/payload-schema/Shop.mappings:4:5")
    }

    @Test("key paths as nested properties: required on the way, each object on it also each element of an array")
    func keyPaths() throws {
        let shop = try #require(try Self.shop(.forward)["$defs"]?["$Shop"])
        // Required: not @optional, no default, no fallback, no @metadata.
        #expect(shop["required"] == ["name", "address", "items", "note", "owner"])
        let address = try #require(shop["properties"]?["address"])
        #expect(address["type"] == ["object", "array"])
        #expect(address["required"] == ["city"])
        #expect(address["items"] == ["$ref": "#address"])
        #expect(address["$anchor"] == "address")
        #expect(address["properties"]?["city"]?["not"] == ["type": "null"])
        // `items.0.tag` beside `items.name`: an index is also prefixItems.
        let items = try #require(shop["properties"]?["items"])
        #expect(items["required"] == ["name"])
        #expect(items["prefixItems"]?.arrayValue?.count == 1)
        #expect(items["prefixItems"]?[0]?["properties"]?["tag"] != nil)
        #expect(items["minItems"] == nil)
        // @metadata reads no payload.
        #expect(shop["properties"]?["page"] == nil)
    }

    @Test("constraints one to one on a value and each element; @onInvalid and @invalidElements leave them unchecked")
    func constraints() throws {
        let properties = try #require(try Self.shop(.forward)["$defs"]?["$Shop"]?["properties"])
        let name = try #require(properties["name"])
        #expect(name["minLength"] == 1)
        #expect(name["maxLength"] == 40)
        #expect(name["items"] == ["minLength": 1, "maxLength": 40])
        #expect(name["not"] == ["type": "null"])
        let state = try #require(properties["state"])
        // Optional: null is missing, so it is no value to check.
        #expect(state["anyOf"]?[0] == ["type": "null"])
        #expect(state["anyOf"]?[1]?["else"] == ["enum": ["open", "closed"]])
        #expect(state["anyOf"]?[1]?["items"] == ["enum": ["open", "closed"]])
        let rating = try #require(properties["rating"])
        #expect(rating["default"] == 0)
        #expect(rating["x-mappings-onInvalid"] == "default")
        #expect(rating["x-mappings-unchecked"]?[0]?["minimum"] == 0)
        #expect(rating["anyOf"] == nil)
        #expect(rating["minimum"] == nil)
        let codes = try #require(properties["codes"])
        #expect(codes["x-mappings-invalidElements"] == "skip")
        #expect(codes["anyOf"]?[1]?["pattern"] == "^[A-Z]{3}$")
        #expect(codes["anyOf"]?[1]?["items"] == nil)
        #expect(codes["anyOf"]?[1]?["minItems"] == nil)
    }

    @Test("transformers, @null, @optional warning and @fallbackKeyPaths")
    func tolerance() throws {
        let shop = try #require(try Self.shop(.forward)["$defs"]?["$Shop"])
        let properties = try #require(shop["properties"])
        #expect(properties["opened_at"]?["anyOf"]?[1] == ["type": "string", "format": "date-time"])
        #expect(properties["opened_at"]?["x-mappings-transformer"] == "iso8601Date")
        #expect(properties["updated"]?["anyOf"]?[1]?["anyOf"]?[0] == ["type": "number"])
        #expect(properties["updated"]?["x-mappings-optional"] == "warning")
        // `@null: "value"`: required, and null is a value.
        #expect(properties["note"]?["x-mappings-null"] == "value")
        #expect(properties["note"]?["not"] == nil)
        // One of the three key paths holds the title.
        for key in ["title", "title_name", "meta"] { #expect(properties[key] != nil) }
        #expect(properties["title"]?["x-mappings-fallbackKeyPaths"] == ["title_name", "meta.title"])
        let presence = try #require(shop["allOf"]?[0]?["anyOf"]?.arrayValue)
        #expect(presence.count == 3)
        #expect(presence[0] == ["properties": ["title": ["not": ["type": "null"]]], "required": ["title"]])
        #expect(presence[2]["properties"]?["meta"]?["required"] == ["title"])
    }

    @Test("@object: one or an array, @key: an object of them, @switch: oneOf with OpenAPI's discriminator")
    func objects() throws {
        let properties = try #require(try Self.shop(.forward)["$defs"]?["$Shop"]?["properties"])
        #expect(properties["owner"]?["anyOf"] == [["$ref": "#/$defs/$Person"], ["type": "array", "items": ["$ref": "#/$defs/$Person"]]])
        #expect(properties["staff"]?["anyOf"]?[1] == ["type": "object", "additionalProperties": ["$ref": "#/$defs/$Person"]])
        let events = try #require(properties["events"]?["anyOf"]?[1]?["anyOf"]?[0])
        let branches = try #require(events["oneOf"]?.arrayValue)
        #expect(branches.count == 3)
        #expect(branches[0]["$ref"] == "#/$defs/$Push")
        #expect(branches[0]["properties"]?["type"] == ["enum": ["PushEvent"]])
        // A case is compared as JSON text: "1" matches 1 too.
        #expect(branches[1]["properties"]?["type"] == ["enum": ["1", 1]])
        #expect(branches[2]["$ref"] == "#/$defs/$Person")
        #expect(branches[2]["not"]?["properties"]?["type"] == ["enum": ["PushEvent", "1", 1]])
        #expect(events["discriminator"] == [
            "propertyName": "type", "mapping": ["PushEvent": "#/$defs/$Push", "1": "#/$defs/$Shop.events.1"],
        ])
    }

    @Test("reverse: @reverseMappings' entries, objects on the way, @reverseNil's null")
    func reverse() throws {
        let schema = try Self.shop(.reverse)
        #expect(schema["x-mappings-direction"] == "reverse")
        let shop = try #require(schema["$defs"]?["$Shop"])
        #expect(shop["properties"]?.objectValue?.keys == ["shop_name", "owner"])
        #expect(shop["required"] == ["shop_name", "owner"])
        #expect(shop["properties"]?["owner"]?["anyOf"]?[0] == ["type": "null"])
        #expect(shop["properties"]?["owner"]?["x-mappings-reverseNil"] == "null")
    }

    @Test("a context identifier as a JSON pointer token in a fragment")
    func pointerTokens() {
        #expect(PayloadSchema.pointerToken("$Feed.events") == "$Feed.events")
        #expect(PayloadSchema.pointerToken("$a/b~c") == "$a~1b~0c")
        #expect(PayloadSchema.pointerToken("$ü x") == "$%C3%BC%20x")
    }
}
