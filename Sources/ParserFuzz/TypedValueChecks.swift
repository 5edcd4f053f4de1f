import Core

/// Values typed as command arguments: meals, timer lengths, positions and radii.
enum TypedValueChecks {
    /// A meal parses within the seed app's rules and reads back from its own text, or fails with a message.
    static func meal(_ text: String) {
        _ = try? MealInput.name(text)
        _ = try? MealInput.calories(text)
        let meal: ParsedMeal
        do throws(MealInputError) {
            meal = try MealInput.parse(text)
        } catch {
            require(!error.message.isEmpty, "an empty message for \(error)")
            return
        }
        require(
            MealInput.calorieRange.contains(meal.calories) && MealInput.quantityRange.contains(meal.quantity)
                && meal.total <= MealInput.calorieRange.upperBound && MealInput.nameLength.contains(meal.name.count),
            "\(meal) from \(LineChecks.debug(text)) breaks the rules")
        let again = try? MealInput.parse(meal.text)
        require(
            again == meal,
            "\(meal) reads back from \(LineChecks.debug(meal.text)) as \(again.map { "\($0)" } ?? "an error")")
        _ = meal.label
    }

    /// A timer runs 1 second to 99 hours, and its short form reads back as the same whole seconds.
    static func timer(_ text: String) {
        let duration: Duration
        do throws(TimerDuration.ParseError) {
            duration = try TimerDuration.parse(text)
        } catch {
            require(!error.message.isEmpty, "an empty message for \(error)")
            return
        }
        require(
            duration >= .seconds(1) && duration <= TimerDuration.longest, "\(duration) from \(LineChecks.debug(text))")
        let short = TimerDuration.describe(duration)
        let again = try? TimerDuration.parse(short)
        require(
            again?.components.seconds == duration.components.seconds,
            "\(duration) reads back from '\(short)' as \(String(describing: again))")
    }

    /// A position is a latitude and longitude in range.
    static func position(_ text: String) {
        do throws(GeoInputError) {
            let point = try GeoPoint(parsing: text)
            require(
                (-90...90).contains(point.latitude) && (-180...180).contains(point.longitude),
                "\(point) from \(LineChecks.debug(text))")
        } catch {
            require(!error.message.isEmpty, "an empty message for \(error)")
        }
    }

    /// A radius is a positive, finite number of metres, which coach can also show.
    static func radius(_ text: String) {
        do throws(GeoInputError) {
            let metres = try DistanceText.parse(text)
            require(metres > 0 && metres.isFinite, "\(metres) m from \(LineChecks.debug(text))")
            _ = DistanceText.format(metres)
        } catch {
            require(!error.message.isEmpty, "an empty message for \(error)")
        }
    }
}
