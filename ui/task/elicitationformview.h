// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/elicitationform.h"

#include <QJsonObject>
#include <QWidget>

class QLabel;

namespace kandesk::ui {

// What the agent asks the user for, in its transcript row: a form built from the agent's schema
// (a line for a text or a number, a check box for yes/no, a list for one choice, check boxes for
// several), checked before it is sent (required fields, ranges, lengths, choices: the first
// problem is said under the form, nothing is sent); or a URL to open in the browser. Send (Enter,
// Ctrl+Enter), Decline and Cancel answer it; an opened URL waits for the agent to say it is done.
class ElicitationFormView final : public QWidget
{
    Q_OBJECT
public:
    // details: the row's {mode, requested_schema, url} (ElicitationRequest's fields).
    explicit ElicitationFormView(const QJsonObject &details, QWidget *parent = nullptr);

    // The values filled in so far, by field name (empty ones left out); a problem when one cannot
    // be read.
    QJsonObject content(QString *problem = nullptr) const;

Q_SIGNALS:
    // action: accept (content: the form's values), decline or cancel.
    void answered(const QString &action, const QJsonObject &content);
    void heightChanged();

private:
    void buildForm(const QJsonObject &schema);
    void buildUrl(const QString &url);
    void addButtons(const QString &acceptLabel);
    void send();
    void showProblem(const QString &problem);

    QList<ElicitationField> m_fields;
    QList<QWidget *> m_editors; // one per field, in m_fields' order (null: not shown)
    QString m_url;
    QLabel *m_problem = nullptr;
};

} // namespace kandesk::ui
