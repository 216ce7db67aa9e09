// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The form an agent asks the user to fill in: its fields read from ACP's elicitation schema, typed
// answers read as values, and the check before sending.
#include "models/sessions/elicitationform.h"
#include "support/elicitationschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kandesk;
using kandesk::test::deploymentSchema;

namespace {

QString k(const char *text)
{
    return QString::fromUtf8(text);
}

const ElicitationField &fieldNamed(const QList<ElicitationField> &fields, const QString &name)
{
    static const ElicitationField none;
    for (const ElicitationField &field : fields) {
        if (field.name == name)
            return field;
    }
    return none;
}

} // namespace

class TestElicitationForm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theFieldsComeFromTheSchemaRequiredFirst()
    {
        const QList<ElicitationField> fields = elicitationFields(deploymentSchema());
        QCOMPARE(fields.size(), 7);
        QCOMPARE(fields.at(0).name, k("name"));
        QCOMPARE(fields.at(1).name, k("colour"));
        QVERIFY(fields.at(0).required && fields.at(1).required && !fields.at(2).required);
        const ElicitationField &name = fieldNamed(fields, k("name"));
        QCOMPARE(name.title, k("Service name"));
        QCOMPARE(name.description, k("As in the service registry"));
        QCOMPARE(name.minLength, 2);
        const ElicitationField &colour = fieldNamed(fields, k("colour"));
        QCOMPARE(colour.type, ElicitationField::Type::Choice);
        QCOMPARE(colour.choices, (QStringList { k("blue"), k("green"), k("red") }));
        QCOMPARE(colour.choiceTitles, (QStringList { k("Blue"), k("Green"), k("Red") }));
        const ElicitationField &count = fieldNamed(fields, k("count"));
        QCOMPARE(count.type, ElicitationField::Type::Integer);
        QCOMPARE(count.defaultValue.toInt(), 2);
        QCOMPARE(*count.minimum, 1.0);
        QCOMPARE(*count.maximum, 10.0);
        QCOMPARE(fieldNamed(fields, k("fast")).type, ElicitationField::Type::Boolean);
        QCOMPARE(fieldNamed(fields, k("tags")).type, ElicitationField::Type::Choices);
        QCOMPARE(fieldNamed(fields, k("ratio")).title, k("ratio")); // no title: its name
        QCOMPARE(fieldNamed(fields, k("future")).type, ElicitationField::Type::Unsupported);
    }

    void typedAnswersBecomeValues()
    {
        const QList<ElicitationField> fields = elicitationFields(deploymentSchema());
        QString error;
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("count")), k(" 4 "), &error), QJsonValue(4));
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("ratio")), k("0.25"), &error), QJsonValue(0.25));
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("fast")), k("yes"), &error), QJsonValue(true));
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("fast")), k("N"), &error), QJsonValue(false));
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("colour")), k("green"), &error), QJsonValue(k("green")));
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("colour")), k("RED"), &error), QJsonValue(k("red")));
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("colour")), k("1"), &error), QJsonValue(k("blue")));
        QCOMPARE(elicitationValueFromText(fieldNamed(fields, k("tags")), k("api, 3"), &error),
            QJsonValue(QJsonArray { k("api"), k("batch") }));
        QVERIFY(error.isEmpty());
        QVERIFY(elicitationValueFromText(fieldNamed(fields, k("name")), k("  "), &error).isUndefined());
        QVERIFY(error.isEmpty());

        QVERIFY(elicitationValueFromText(fieldNamed(fields, k("count")), k("2.5"), &error).isUndefined());
        QCOMPARE(error, k("Replicas is a whole number."));
        QVERIFY(elicitationValueFromText(fieldNamed(fields, k("fast")), k("perhaps"), &error).isUndefined());
        QCOMPARE(error, k("Skip the canary is yes or no."));
        QVERIFY(elicitationValueFromText(fieldNamed(fields, k("colour")), k("purple"), &error).isUndefined());
        QCOMPARE(error, k("Colour is one of: Blue, Green, Red."));
    }

    void theCheckSaysTheFirstProblem()
    {
        const QList<ElicitationField> fields = elicitationFields(deploymentSchema());
        QCOMPARE(elicitationProblem(fields, {}), k("Service name is required."));
        QCOMPARE(elicitationProblem(fields, QJsonObject { { k("name"), k("x") }, { k("colour"), k("red") } }),
            k("Service name needs at least 2 characters."));
        QCOMPARE(elicitationProblem(fields, QJsonObject { { k("name"), k("web") } }), k("Colour is required."));
        QCOMPARE(elicitationProblem(fields, QJsonObject { { k("name"), k("web") }, { k("colour"), k("red") }, { k("count"), 11 } }),
            k("Replicas is at most 10."));
        QCOMPARE(elicitationProblem(fields, QJsonObject { { k("name"), k("web") }, { k("colour"), k("red") }, { k("ratio"), 2.5 } }),
            k("ratio is at most 1.5."));
        QCOMPARE(elicitationProblem(fields,
                     QJsonObject { { k("name"), k("web") }, { k("colour"), k("red") }, { k("tags"), QJsonArray { k("db") } } }),
            k("Tags takes only: web, api, batch."));
        QCOMPARE(elicitationProblem(fields,
                     QJsonObject { { k("name"), k("web") }, { k("colour"), k("red") }, { k("count"), 3 }, { k("fast"), true },
                         { k("tags"), QJsonArray { k("api") } } }),
            QString());
    }
};

QTEST_GUILESS_MAIN(TestElicitationForm)
#include "tst_elicitationform.moc"
