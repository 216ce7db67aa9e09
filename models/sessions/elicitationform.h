// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kandesk {

// One field of the form an agent asks the user to fill in (ACP's ElicitationSchema: flat, primitive
// properties), as every front end builds and checks it.
struct ElicitationField {
    enum class Type { Text, Number, Integer, Boolean, Choice, Choices, Unsupported };

    QString name;  // the property's key: what the answer's content is keyed by
    QString title; // what to show (the name when the schema gives no title)
    QString description;
    Type type = Type::Text;
    bool required = false;
    QJsonValue defaultValue; // undefined without one
    QStringList choices;     // Choice, Choices: the values, in order
    QStringList choiceTitles; // what to show for each
    std::optional<double> minimum, maximum; // Number, Integer
    std::optional<int> minLength, maxLength; // Text
    std::optional<int> minItems, maxItems;   // Choices
    QString format; // Text: email, uri, date or date-time when given
};

// The schema's fields, in the schema's order of properties.
QList<ElicitationField> elicitationFields(const QJsonObject &schema);

// What the user typed for field as the JSON value to send: numbers parsed, yes/no for a boolean,
// a choice by its value, title or number, several choices separated by commas. An empty text is
// undefined (no value). A text that is not a value of the field sets error to a sentence.
QJsonValue elicitationValueFromText(const ElicitationField &field, const QString &text, QString *error);

// What a number field takes, e.g. "a whole number from 1 to 10", "a number, at most 1.5"; empty
// for other fields.
QString elicitationNumberWords(const ElicitationField &field);

// The first problem of content against fields (a required field without a value, a number out of
// range, a text too short, a value that is not a choice), as a sentence; empty when it can be sent.
QString elicitationProblem(const QList<ElicitationField> &fields, const QJsonObject &content);

} // namespace kandesk
