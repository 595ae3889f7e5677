import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// Issue 39 item 2: a request body goes through the same reverse writer:
/// entries whose key paths overlap merge whatever their order, and two that
/// would put different values at one key path are an error naming both.
@Suite struct OverlappingBodyTests {
    struct Address: Mappable, Sendable {
        var street: String?
        var zip: String?
        static let properties: MappableProperties<Address> = ["street": \.street, "zip": \.zip]
    }

    struct Person: Mappable, Sendable {
        var name = ""
        var nickname: String?
        var city: String?
        var code: String?
        var address: Address?
        static let properties: MappableProperties<Person> = [
            "name": \.name, "nickname": \.nickname, "city": \.city, "code": \.code, "address": \.address,
        ]
    }

    struct PersonBody: Encodable, Sendable {
        var name: String
        var city: String?
        var code: String?
        var address: [String: String]?
    }

    static func body(_ body: Endpoint.Body) throws -> JSON {
        let catalog = try MappingCatalog(contentsOf: Fixtures.url("mappings/reverse/Overlaps.mappings"), displayName: "Overlaps.mappings")
        let request = try Endpoint(.patch, "people/1", body: body).urlRequest(baseURL: TestBase.api, catalog: catalog)
        return try JSON(parsing: try #require(request.httpBody))
    }

    @Test(arguments: ["$CityFirst", "$AddressFirst"])
    func aNilObjectsNullNeverReplacesWhatAnotherEntryWritesIntoIt(context: String) throws {
        let expected: JSON = ["name": "Ada", "address": ["city": "Paris", "postal": ["code": "75"]]]
        expectEqual(try Self.body(.model(Person(name: "Ada", city: "Paris", code: "75"), context: context)), expected)
        expectEqual(try Self.body(.model(PersonBody(name: "Ada", city: "Paris", code: "75"), context: context)), expected)
        let full = Person(name: "Ada", city: "Paris", code: "A", address: Address(street: "Rue", zip: "75001"))
        expectEqual(
            try Self.body(.model(full, context: context)),
            ["name": "Ada", "address": ["street": "Rue", "city": "Paris", "postal": ["zip": "75001", "code": "A"]]])
    }

    @Test func twoEntriesThatWouldWriteDifferentValuesAtOnePathRefuseTheBody() throws {
        let error = #expect(throws: EndpointError.self) {
            try Self.body(.model(Person(name: "Ada", nickname: "Countess"), context: "$Nicknamed"))
        }
        #expect(error?.description.contains(
            #"the body's context '$Nicknamed' cannot write this model: written back to JSON, 'nickname' and 'name' of '$Nicknamed' put different values at 'name'"#)
            == true)
    }
}
