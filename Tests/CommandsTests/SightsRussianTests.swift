import Commands
import Core
import Foundation
import Storage
import Testing

/// The guide in Russian (`LANG=ru_RU.UTF-8`): Russian names first, the Russian description and address,
/// distances as `700 м З`, and every message. The English screens are in SightsCommandTests, unchanged.
struct SightsRussianTests {
    @Test func theCardInRussian() async {
        let coach = Harness(locale: .ru)
        await coach.run("sights note mordovia-arena Прийти в день матча")
        #expect(await coach.run("sights fav mordovia-arena").out == "★ Мордовия Арена теперь в избранном.\n")
        let card = await coach.run("sights show mordovia-arena").out
        #expect(
            card.hasPrefix(
                "Мордовия Арена ★  (mordovia-arena)\nMordovia Arena\nСпорт · 2018 · ул. Волгоградская, 1\n\n"))
        #expect(card.contains("Футбольный стадион, построенный к чемпионату мира по футболу 2018 года"))
        #expect(card.contains("\nКоординаты: 54.18167, 45.20361\nКарта: https://www.openstreetmap.org/?mlat=54.18167"))
        #expect(card.contains("\nВаша заметка: Прийти в день матча\n"))
        #expect(card.contains("\nВы здесь ещё не были; когда побываете: 'sights visit mordovia-arena'.\n"))
        #expect(
            card.hasSuffix(
                "Рядом\n  museum-of-mordovian-folk-culture  700 м З   Музей мордовской народной культуры  музей, 1999\n"
                    + "  mordovian-national-drama-theatre  800 м З   "
                    + "Мордовский государственный национальный драматический театр  театр, 2007\n"
                    + "  monument-to-yemelyan-pugachev     910 м СВ  Памятник Емельяну Пугачёву  памятник, 1985\n"))
        #expect(await coach.run("sights unfav mordovia-arena").out == "Удалено из избранного: mordovia-arena.\n")
    }

    @Test func listsAndSearchInRussian() async {
        let coach = Harness(locale: .ru)
        #expect(
            await coach.run("sights list --category theatre").out == """
                Театры (4)
                  yaushev-music-theatre             Государственный музыкальный театр имени И. М. Яушева  театр, 2011
                  russian-drama-theatre             Государственный русский драматический театр Республики Мордовия  театр, 1932
                  state-puppet-theatre              Государственный театр кукол Республики Мордовия  театр, 1938
                  mordovian-national-drama-theatre  Мордовский государственный национальный драматический театр  театр, 2007

                """)
        #expect(await coach.run("sights categories").out.hasPrefix("  monument      12   Памятники\n"))
        #expect(
            await coach.run("sights search zzzz").out
                == "По запросу 'zzzz' ничего не найдено. Попробуйте меньше слов или 'sights list'.\n")
        #expect(
            await coach.run("sights list --category musuem").err.hasPrefix(
                "Ошибка: категории 'musuem' нет. Может быть, 'museum'? Категории: architecture,"))
        #expect(
            await coach.run("sights near 54.19,45.19 --radius 100m").out
                == "В радиусе 100m от 54.19,45.19 достопримечательностей нет. Попробуйте --radius побольше.\n")
        #expect(
            await coach.run("sights near 54.19,45.19 --radius '1,5 км' --limit 1").out.hasPrefix(
                "  state-puppet-theatre  210 м С  "))
    }

    @Test func visitsAndTheProfileInRussian() async {
        let coach = Harness(locale: .ru)
        #expect(
            await coach.run("sights visit mordovia-arena").out == """
                Посещение: Мордовия Арена, +100 XP.
                Достижение: Первые шаги — посетите первое место
                Новичок (уровень 1)  ██████░░░░░░  100 XP, ещё 100 до уровня Странник

                """)
        #expect(
            await coach.run("sights visit millennium-square").out.contains("Новый уровень 2: Странник.\n"))
        #expect(
            await coach.run("sights visit mordovia-arena").err
                == "Ошибка: 'mordovia-arena' уже отмечено как посещённое 2026-11-21; место засчитывается раз в день\n")
        let profile = await coach.run("sights profile").out
        #expect(profile.hasPrefix("Странник (уровень 2)  "))
        #expect(profile.contains("Посещено мест: 2 из 45 · 2 посещения · 0 в избранном · 0 заметок\n"))
        #expect(profile.contains("\nДостижения\n  ✓ Первые шаги         1/1     посетите первое место (2026-11-21)\n"))
        #expect(profile.contains("  2026-11-21  +100 XP  Мордовия Арена\n"))
        for line in profile.split(separator: "\n") { #expect(TerminalText.width(of: String(line)) <= 80, "\(line)") }
    }

    @Test func aRouteInRussian() async {
        let coach = Harness(locale: .ru)
        let route = await coach.run("sights route mordovia-arena museum-of-mordovian-folk-culture").out
        #expect(route.hasPrefix("  1. Мордовия Арена"))
        #expect(route.contains("старт\n  2. Музей мордовской народной культуры"))
        #expect(route.hasSuffix("+700 м З\nВсего: 700 м пешком, по прямой.\n"))
        #expect(
            await coach.run("sights route mordovia-arena").err
                == "Ошибка: для маршрута нужны хотя бы два места, а указано только одно; перечислите их id, "
                + "например 'sights route mordovia-arena millennium-square'\n")
    }

    @Test func theMapLegendNamesTheSightsInRussian() async {
        let coach = Harness(locale: .ru)
        let map = await coach.run("sights map --category theatre --width 60 --height 12").out
        let lines = map.split(separator: "\n")
        #expect(lines.contains { $0.contains("один столбец ≈") })
        #expect(lines.contains { $0.hasPrefix("1  ") && $0.contains("театр") })
        for line in lines { #expect(TerminalText.width(of: String(line)) <= 80, "\(line)") }
    }
}
