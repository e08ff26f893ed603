print("tasch")
