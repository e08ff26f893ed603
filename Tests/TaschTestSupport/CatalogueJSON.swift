import Foundation

/// A small catalogue file: a tote in stock, a lamp with two left, a stool sold out.
public let smallCatalogueJSON = Data("""
{
  "currency": "USD",
  "products": [
    {"id": 1, "name": "Heron Tote", "shortDescription": "Linen tote for market days", "description": "A roomy tote in washed linen.",
     "colors": [{"value": "2F4F4F"}, {"value": "C1A57B"}],
     "dimensions": [{"dimension": "height", "centimeters": 48, "inches": 19}, {"dimension": "width", "centimeters": 40, "inches": 16}],
     "price": 64.5, "quantity": 9, "image": "tote.png"},
    {"id": 2, "name": "Brass Lamp", "shortDescription": "A desk lamp that lasts", "description": "Solid brass.",
     "colors": [{"value": "B5A642"}], "dimensions": [], "price": 1439, "quantity": 2, "image": "lamp.png"},
    {"id": 3, "name": "Walnut Stool", "shortDescription": "Three legs, one seat", "description": "Oiled walnut.",
     "colors": [], "dimensions": [], "price": 240, "quantity": 0, "image": "stool.png"}
  ]
}
""".utf8)
