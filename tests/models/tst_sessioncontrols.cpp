// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// SessionControls folds a session's events into what it offers and where it stands.
#include "models/sessions/sessioncontrols.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace kandesk;
using Kind = SessionEvent::Kind;

namespace {

QString k(const char *text)
{
    return QString::fromUtf8(text);
}

SessionEvent wireEvent(const char *type, QJsonObject fields)
{
    fields.insert(k("type"), k(type));
    return SessionEvent::fromJson(fields);
}

QJsonObject choice(const char *idKey, const char *id, const char *name)
{
    return { { k(idKey), k(id) }, { k("name"), k(name) } };
}

SessionEvent modeOptions(const char *current)
{
    return wireEvent("config_options",
        { { k("config_options"),
            QJsonArray { QJsonObject { { k("id"), k("mode") }, { k("category"), k("mode") }, { k("type"), k("select") },
                             { k("currentValue"), k(current) },
                             { k("options"),
                                 QJsonArray { QJsonObject { { k("group"), k("g") }, { k("name"), k("All") },
                                     { k("options"),
                                         QJsonArray { choice("value", "ask", "Ask"),
                                             choice("value", "planning", "Planning") } } } } } },
                QJsonObject { { k("id"), k("effort") }, { k("category"), k("thought_level") },
                    { k("type"), k("select") }, { k("currentValue"), k("high") } } } } });
}

} // namespace

class TestSessionControls : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modesComeFromModeEventsAndUpdatesKeepTheList()
    {
        SessionControls controls;
        QVERIFY(controls.apply(wireEvent("session_mode",
            { { k("current_mode_id"), k("code") },
                { k("available_modes"),
                    QJsonArray { choice("id", "code", "Code"), choice("id", "plan", "Plan") } } })));
        QCOMPARE(controls.modes.size(), 2);
        QCOMPARE(controls.currentMode, k("code"));
        QCOMPARE(controls.planModeId(), k("plan"));
        QVERIFY(controls.apply(wireEvent("session_mode", { { k("current_mode_id"), k("plan") } })));
        QCOMPARE(controls.modes.size(), 2);
        QCOMPARE(controls.modeName(k("plan")), k("Plan"));
        QVERIFY(!controls.apply(wireEvent("session_mode", { { k("current_mode_id"), k("plan") } }))); // nothing new
        QVERIFY(!controls.apply(SessionEvent::make(Kind::MessageChunk, k("text"))));
    }

    void configOptionsOfCategoryModeOrModelStandInForThem()
    {
        SessionControls controls;
        QVERIFY(controls.apply(modeOptions("ask")));
        QCOMPARE(controls.modes.size(), 2); // grouped values flattened
        QCOMPARE(controls.currentMode, k("ask"));
        QCOMPARE(controls.planModeId(), k("planning"));
        QVERIFY(controls.models.isEmpty()); // a thought level is no model
        QVERIFY(controls.apply(modeOptions("planning")));
        QCOMPARE(controls.currentMode, k("planning"));
        // ACP modes win once the agent sends them.
        QVERIFY(controls.apply(wireEvent("session_mode",
            { { k("current_mode_id"), k("code") },
                { k("available_modes"), QJsonArray { choice("id", "code", "Code") } } })));
        controls.apply(modeOptions("ask"));
        QCOMPARE(controls.currentMode, k("code"));
    }

    void commandsKeepTheirHints()
    {
        SessionControls controls;
        controls.apply(wireEvent("available_commands",
            { { k("available_commands"),
                QJsonArray { QJsonObject { { k("name"), k("review") }, { k("description"), k("Review") },
                                 { k("input"), QJsonObject { { k("hint"), k("focus") } } } },
                    QJsonObject { { k("name"), k("test") } } } } }));
        QCOMPARE(controls.commands.size(), 2);
        QCOMPARE(controls.commands.at(0), (SessionControls::Command { k("review"), k("Review"), k("focus") }));
        QVERIFY(controls.commands.at(1).inputHint.isEmpty());
    }

    void usageFromTheContextWinsOverATurnsTokenCount()
    {
        SessionControls controls;
        const SessionEvent turn = wireEvent("complete",
            { { k("stop_reason"), k("end_turn") },
                { k("data"), QJsonObject { { k("usage"), QJsonObject { { k("totalTokens"), 900 } } } } } });
        QVERIFY(controls.apply(turn));
        QCOMPARE(controls.usage->used, 900);
        QCOMPARE(controls.usage->size, 0);
        QVERIFY(controls.apply(wireEvent("usage",
            { { k("used"), 1000 }, { k("size"), 8000 },
                { k("cost"), QJsonObject { { k("amount"), 0.5 }, { k("currency"), k("EUR") } } } })));
        QCOMPARE(controls.usage->size, 8000);
        QCOMPARE(*controls.usage->costAmount, 0.5);
        QVERIFY(!controls.apply(turn));
        QCOMPARE(controls.usage->used, 1000);
    }

    void aNewSessionStartsWithoutAPlanAndOlderEventsFillOnlyGaps()
    {
        SessionControls older;
        older.apply(wireEvent("plan",
            { { k("plan_entries"),
                QJsonArray { QJsonObject { { k("description"), k("Old") }, { k("status"), k("completed") } } } } }));
        older.apply(wireEvent("session_mode",
            { { k("current_mode_id"), k("code") },
                { k("available_modes"), QJsonArray { choice("id", "code", "Code") } } }));
        SessionControls newer;
        newer.apply(wireEvent("session_mode", { { k("current_mode_id"), k("plan") } }));
        newer.underlay(older);
        QCOMPARE(newer.currentMode, k("plan"));
        QCOMPARE(newer.modes.size(), 1);
        QCOMPARE(newer.plan.size(), 1);
        QVERIFY(newer.apply(wireEvent("session_status", { { k("session_status"), k("new") } })));
        QVERIFY(newer.plan.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSessionControls)
#include "tst_sessioncontrols.moc"
