// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/elicitationform.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace kandesk::cli {

// The agent's form, asked one field at a time on a terminal: each question says the field, its
// choices or range and its default; an empty answer keeps the default (or leaves an optional
// field out); a wrong one is asked again with why. At the end the values are checked as a whole.
class ElicitationQuestions
{
public:
    explicit ElicitationQuestions(const QJsonObject &schema);

    bool done() const { return m_next >= m_fields.size(); }
    // The question for the next field, e.g. "Replicas (a whole number from 1 to 10) [2]: ".
    QString question() const;
    // Takes the answer to question(); false with error when it must be asked again.
    bool answer(const QString &line, QString *error);
    // The values given; a problem with them as a whole (done() only), empty when they can be sent.
    QJsonObject content() const { return m_content; }
    QString problem() const { return elicitationProblem(m_fields, m_content); }

private:
    void skipUnsupported();

    QList<ElicitationField> m_fields;
    qsizetype m_next = 0;
    QJsonObject m_content;
};

} // namespace kandesk::cli
