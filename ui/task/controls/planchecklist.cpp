// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "planchecklist.h"

#include <QLabel>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace kandesk::ui {

namespace {

QString mark(const QString &status)
{
    if (status == QLatin1String("completed"))
        return QStringLiteral("☑");
    if (status == QLatin1String("in_progress"))
        return QStringLiteral("◐");
    return QStringLiteral("☐");
}

// The header: a click folds or unfolds the list.
class ClickableLabel final : public QLabel
{
public:
    ClickableLabel(std::function<void()> onClick, QWidget *parent)
        : QLabel(parent)
        , m_onClick(std::move(onClick))
    {
        setCursor(Qt::PointingHandCursor);
    }

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton)
            m_onClick();
        QLabel::mouseReleaseEvent(event);
    }

private:
    std::function<void()> m_onClick;
};

} // namespace

PlanChecklist::PlanChecklist(QWidget *parent)
    : QWidget(parent)
    , m_header(new ClickableLabel([this] { setFolded(!m_folded); }, this))
    , m_body(new QWidget(this))
    , m_bodyLayout(new QVBoxLayout(m_body))
{
    setObjectName(QStringLiteral("planChecklist"));
    m_header->setObjectName(QStringLiteral("planHeader"));
    m_header->setToolTip(tr("The agent's plan for this turn; click to fold it"));
    QFont bold = m_header->font();
    bold.setWeight(QFont::DemiBold);
    m_header->setFont(bold);
    m_bodyLayout->setContentsMargins(12, 0, 0, 0);
    m_bodyLayout->setSpacing(2);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 6, 16, 6);
    layout->setSpacing(4);
    layout->addWidget(m_header);
    layout->addWidget(m_body);
    hide();
}

void PlanChecklist::setEntries(const QList<SessionControls::PlanEntry> &entries)
{
    if (entries == m_entries)
        return;
    m_entries = entries;
    rebuild();
}

void PlanChecklist::setFolded(bool folded)
{
    m_folded = folded;
    m_body->setVisible(!folded);
    rebuild();
}

QString PlanChecklist::headerText() const
{
    return m_header->text();
}

QStringList PlanChecklist::lines() const
{
    QStringList out;
    for (const SessionControls::PlanEntry &entry : m_entries)
        out.append(mark(entry.status) + QLatin1Char(' ') + entry.content);
    return out;
}

void PlanChecklist::rebuild()
{
    setVisible(!m_entries.isEmpty());
    const qsizetype done = std::count_if(m_entries.cbegin(), m_entries.cend(),
        [](const SessionControls::PlanEntry &entry) { return entry.status == QLatin1String("completed"); });
    m_header->setText(tr("%1 Plan · %2 of %3 done")
                          .arg(m_folded ? QStringLiteral("▸") : QStringLiteral("▾"))
                          .arg(done)
                          .arg(m_entries.size()));
    while (QLayoutItem *item = m_bodyLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (m_folded)
        return;
    const QStringList shown = lines();
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        auto *line = new QLabel(shown.at(i), m_body);
        line->setObjectName(QStringLiteral("planEntry"));
        line->setWordWrap(true);
        const QString &status = m_entries.at(i).status;
        QFont font = line->font();
        if (status == QLatin1String("completed")) {
            font.setStrikeOut(true);
            line->setForegroundRole(QPalette::PlaceholderText);
        } else if (status == QLatin1String("in_progress")) {
            font.setWeight(QFont::DemiBold);
        }
        line->setFont(font);
        m_bodyLayout->addWidget(line);
        line->show(); // now, not once the event loop runs (a layout shows new children later)
    }
}

} // namespace kandesk::ui
