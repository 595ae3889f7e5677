// Imported by `mappings import openapi` from shop-3.0.json: the models of Shop.mappings.
//
//     let catalog = try MappingCatalog(contentsOf: url)
//     let result = try catalog.context("$Order").objects(from: data, as: Order.self)

import Foundation
import MappingKit

/// An order of the shop
struct Order: Codable, Sendable {
    var id: Int64
    var number: String?
    /// Where the order is
    var state: State
    var channel: Channel?
    var priority: Int?
    var total: Double
    var quantity: Int
    var currency: String
    var note: String?
    var customer: Customer
    var reviewer: NullableCustomer?
    var lines: [Line]
    var tags: [String]?
    var createdAt: Date
    var deliveryDate: String?
    var tracking: URL?
    var attributes: [String: String]?
    var discounts: [String: Discount]?
    var payment: Payment?
    var password: String?
    var weight: Double?
    var gift: Gift?

    /// `state` in the contract: open, paid, shipped; `unknown` for any other (its entry's `@onInvalid` is "default").
    enum State: String, Codable, Sendable {
        case `open`
        case paid
        case shipped
        case unknown
    }

    /// `channel` in the contract: web, store; any other is a `constraintViolated` error (its entry's `@allowedValues`).
    enum Channel: String, Codable, Sendable {
        case web
        case store
    }
}

/// `#/components/schemas/customer` of the contract.
final class Customer: Codable, @unchecked Sendable {
    var id: Int
    var name: String
    var email: String?
    var referrer: Customer?
}

/// `#/components/schemas/nullable-customer` of the contract.
struct NullableCustomer: Codable, Sendable {
    var id: Int
    var name: String
}

/// `#/components/schemas/line` of the contract.
struct Line: Codable, Sendable {
    var sku: String
    var count: Int
    var unit: Unit?

    /// `unit` in the contract: piece, kg, litre; any other is a `constraintViolated` error (its entry's `@allowedValues`).
    enum Unit: String, Codable, Sendable {
        case piece
        case kg
        case litre
    }
}

/// `#/components/schemas/discount` of the contract.
struct Discount: Codable, Sendable {
    var percent: Int
    var key: String
}

/// `#/components/schemas/payment` of the contract.
/// The fields every case shares; a value of another `method` decodes as this class.
class Payment: Codable, @unchecked Sendable {
    let method: String
}

/// `#/components/schemas/card-payment` of the contract.
final class CardPayment: Payment, @unchecked Sendable {
    let amount: Double
    let last4: String

    private enum CodingKeys: String, CodingKey {
        case amount, last4
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = try container.decode(Double.self, forKey: .amount)
        last4 = try container.decode(String.self, forKey: .last4)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amount, forKey: .amount)
        try container.encode(last4, forKey: .last4)
        try super.encode(to: encoder)
    }
}

/// `#/components/schemas/payment-base` of the contract.
struct PaymentBase: Codable, Sendable {
    var method: String
    var amount: Double
}

/// `#/components/schemas/transfer-payment` of the contract.
final class TransferPayment: Payment, @unchecked Sendable {
    let amount: Double
    let iban: String?

    private enum CodingKeys: String, CodingKey {
        case amount, iban
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = try container.decode(Double.self, forKey: .amount)
        iban = try container.decodeIfPresent(String.self, forKey: .iban)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amount, forKey: .amount)
        try container.encodeIfPresent(iban, forKey: .iban)
        try super.encode(to: encoder)
    }
}

/// `#/components/schemas/gift` of the contract.
struct Gift: Codable, Sendable {
    var message: String?
}

/// `#/components/schemas/problem` of the contract.
struct Problem: Codable, Sendable {
    var title: String?
    var status: Int?
}

/// `#/components/requestBodies/order-update/content/application~1json/schema` of the contract.
struct OrdersUpdateBody: Codable, Sendable {
    var note: String?
}

/// `#/paths/~1health/get/responses/200/content/application~1json/schema` of the contract.
struct HealthResponse: Codable, Sendable {
    var ok: Bool
    var uptime: Int?
}

extension ModelRegistry {
    /// The models `@class` names in Shop.mappings: `MappingCatalog(contentsOf: url, models: .orderModels)`.
    static let orderModels = ModelRegistry()
        .registering(Payment.self)
        .registering(CardPayment.self)
        .registering(TransferPayment.self)
}
