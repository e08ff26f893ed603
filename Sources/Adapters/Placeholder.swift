import Entities
