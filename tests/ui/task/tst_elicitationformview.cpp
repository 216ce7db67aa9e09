// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The agent's request for input in the transcript: a form built from its schema, checked before
// it is sent, answered, declined or cancelled, closed by the event that says how it ended; a URL
// one opens the browser and waits for the agent.
#include "support/elicitationschema.h"
#include "support/palettes.h"
#include "transcriptevents.h"
#include "ui/task/elicitationformview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"
#include "ui/task/transcriptview.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::test::events;
using kandesk::test::darkPalette;

namespace {

SessionEvent deploymentRequest()
{
    const QJsonObject schema = kandesk::test::deploymentSchema();
    return agentEvent("elicitation_request", { { k("pending_id"), k("elicit-1") }, { k("mode"), k("form") },
        { k("message"), k("Which deployment should the agent prepare?") }, { k("requested_schema"), schema } });
}

SessionEvent closed(const char *pendingId, const char *action, const char *reason = nullptr)
{
    QJsonObject fields { { k("pending_id"), k(pendingId) }, { k("action"), k(action) } };
    if (reason)
        fields.insert(k("reason"), k(reason));
    return agentEvent("elicitation_closed", fields);
}

ElicitationFormView *shownForm(const TranscriptView &view)
{
    const auto forms = view.findChildren<ElicitationFormView *>();
    for (ElicitationFormView *form : forms) {
        if (form->isVisible())
            return form;
    }
    return nullptr;
}

template<typename T>
T *field(ElicitationFormView *form, const char *name)
{
    return form->findChild<T *>(k("field_") + k(name));
}

// Opens URLs here instead of in a browser.
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened.append(url); }
};

} // namespace

class TestElicitationFormView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QApplication::setStyle(QStringLiteral("Fusion")); }

    // The form says what is missing and sends nothing until it can be sent; then it sends the
    // values by field name and closes when the agentctl event says it was answered.
    void aFormIsFilledCheckedAndSent()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.setPalette(darkPalette());
        view.resize(760, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy answered(&view, &TranscriptView::elicitationAnswered);
        model.appendEvent(chunk(k("I can prepare the deployment once I know which one.")));
        model.appendEvent(deploymentRequest());
        QTRY_VERIFY(shownForm(view));
        ElicitationFormView *form = shownForm(view);
        const QModelIndex row = model.index(1);
        QCOMPARE(row.data(transcript::KindRole).toInt(), int(transcript::ItemKind::Elicitation));
        QTRY_VERIFY(view.visualRect(row).contains(form->geometry()));
        QCOMPARE(field<QLineEdit>(form, "count")->text(), k("2")); // the schema's default
        QCOMPARE(field<QComboBox>(form, "colour")->currentText(), k("Choose…"));

        form->findChild<QPushButton *>(k("elicitationAccept"))->click();
        QCOMPARE(answered.size(), 0);
        auto *problem = form->findChild<QLabel *>(k("elicitationProblem"));
        QTRY_VERIFY(problem->isVisible());
        QCOMPARE(problem->text(), k("Service name is required."));
        QTRY_VERIFY(view.visualRect(row).contains(form->geometry())); // the row grew with it

        QTest::keyClicks(field<QLineEdit>(form, "name"), k("billing"));
        field<QLineEdit>(form, "count")->setText(k("12"));
        field<QComboBox>(form, "colour")->setCurrentIndex(2);
        form->findChild<QPushButton *>(k("elicitationAccept"))->click();
        QCOMPARE(problem->text(), k("Replicas is at most 10."));
        QCOMPARE(answered.size(), 0);

        field<QLineEdit>(form, "count")->setText(k("3"));
        for (QCheckBox *tag : field<QWidget>(form, "tags")->findChildren<QCheckBox *>())
            tag->setChecked(tag->text() == k("api"));
        QTRY_VERIFY(!view.hasPendingUpdates());
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(view.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/elicitation-form.png")));
        QTest::keyClick(field<QLineEdit>(form, "name"), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toString(), k("elicit-1"));
        QCOMPARE(answered.at(0).at(1).toString(), k("accept"));
        QCOMPARE(answered.at(0).at(2).toJsonObject(),
            (QJsonObject { { k("name"), k("billing") }, { k("count"), 3 }, { k("fast"), false }, { k("colour"), k("green") },
                { k("tags"), QJsonArray { k("api") } } }));
        QVERIFY(!form->isEnabled()); // until the event says how it ended

        model.appendEvent(closed("elicit-1", "accept"));
        QTRY_VERIFY(!shownForm(view));
        QCOMPARE(row.data(transcript::PermissionStateRole).toInt(), int(transcript::PermissionState::Answered));
        QCOMPARE(row.data(Qt::AccessibleTextRole).toString(),
            k("Input sent: Which deployment should the agent prepare?"));
    }

    // Declined and cancelled answers carry no values; a form still open when the turn ends, or
    // one the agent withdrew, closes with why.
    void declinedCancelledAndWithdrawnFormsClose()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy answered(&view, &TranscriptView::elicitationAnswered);
        model.appendEvent(deploymentRequest());
        QTRY_VERIFY(shownForm(view));
        shownForm(view)->findChild<QPushButton *>(k("elicitationDecline"))->click();
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(1).toString(), k("decline"));
        QVERIFY(answered.at(0).at(2).toJsonObject().isEmpty());
        model.appendEvent(closed("elicit-1", "decline"));
        QTRY_VERIFY(!shownForm(view));
        QCOMPARE(model.index(0).data(transcript::PermissionChosenRole).toString(), k("declined"));

        SessionEvent second = deploymentRequest();
        second.elicitation().pendingId = k("elicit-2");
        model.appendEvent(second);
        QTRY_VERIFY(shownForm(view));
        shownForm(view)->findChild<QPushButton *>(k("elicitationCancel"))->click();
        QCOMPARE(answered.at(1).at(1).toString(), k("cancel"));
        model.appendEvent(closed("elicit-2", "cancel", "the agent withdrew the request"));
        QTRY_VERIFY(!shownForm(view));
        QCOMPARE(model.index(1).data(transcript::PermissionStateRole).toInt(), int(transcript::PermissionState::Cancelled));
        QCOMPARE(model.index(1).data(transcript::PermissionChosenRole).toString(), k("the agent withdrew the request"));

        SessionEvent third = deploymentRequest();
        third.elicitation().pendingId = k("elicit-3");
        model.appendEvent(third);
        QTRY_VERIFY(shownForm(view));
        model.appendEvent(agentEvent("complete", { { k("stop_reason"), k("cancelled") } }));
        QTRY_VERIFY(!shownForm(view));
        QCOMPARE(model.index(2).data(transcript::PermissionChosenRole).toString(), k("turn ended"));
    }

    // A URL: the button opens it in the browser and accepts; the form closes when the agent says
    // the page is done.
    void aUrlOpensAndWaitsForTheAgent()
    {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(k("https"), &catcher, "open");
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(700, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy answered(&view, &TranscriptView::elicitationAnswered);
        model.appendEvent(agentEvent("elicitation_request",
            { { k("pending_id"), k("elicit-9") }, { k("mode"), k("url") }, { k("elicitation_id"), k("url-1") },
                { k("url"), k("https://example.invalid/authorize?state=kandesk-test") },
                { k("message"), k("Authorize the test agent to read your repositories.") } }));
        QTRY_VERIFY(shownForm(view));
        ElicitationFormView *form = shownForm(view);
        QCOMPARE(form->findChild<QLabel *>(k("elicitationUrl"))->text(), k("https://example.invalid/authorize?state=kandesk-test"));
        form->findChild<QPushButton *>(k("elicitationAccept"))->click();
        QCOMPARE(catcher.opened, QList<QUrl> { QUrl(k("https://example.invalid/authorize?state=kandesk-test")) });
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(1).toString(), k("accept"));
        QVERIFY(shownForm(view)); // waits for the agent
        model.appendEvent(closed("elicit-9", "complete"));
        QTRY_VERIFY(!shownForm(view));
        QCOMPARE(model.index(0).data(transcript::PermissionChosenRole).toString(), k("done"));
        QDesktopServices::unsetUrlHandler(k("https"));
    }
};

QTEST_MAIN(TestElicitationFormView)
#include "tst_elicitationformview.moc"
