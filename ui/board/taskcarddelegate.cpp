// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcarddelegate.h"

#include "ui/colourmix.h"

#include "models/items/roles.h"
#include "models/review/forgewords.h"

#include <QAbstractItemView>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QTextLayout>
#include <QToolTip>

namespace kandesk::ui {

namespace {

struct Metrics {
    int line; // one line of the body font
    int padding; // inside the card
    int gap; // between cards
    int margin; // left and right of a card in its column
};

Metrics metricsFor(const QFont &font)
{
    const QFontMetrics fm(font);
    const int line = fm.height();
    return { line, qMax(6, line * 3 / 5), qMax(4, line / 3), qMax(4, line / 3) };
}

bool windowIsDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

struct CardFrame {
    QSize size; // the item's rectangle
    QRectF card; // the card inside it
    qreal radius;
    qreal stripeWidth;
    bool selected;
    QColor shadow;
    QColor fill;
    QColor border;
    QColor stripe;
};

void paintCardFrame(QPainter *painter, const CardFrame &frame)
{
    // A soft shadow, then the card; the selected one gets the highlight as a thicker border.
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(frame.shadow);
    painter->drawRoundedRect(frame.card.translated(0, 1.5), frame.radius, frame.radius);
    painter->setBrush(frame.fill);
    painter->setPen(QPen(frame.border, frame.selected ? 2.0 : 1.0));
    painter->drawRoundedRect(frame.card, frame.radius, frame.radius);

    // The state's colour as a stripe on the left edge (the badge says it in words too).
    QPainterPath clip;
    clip.addRoundedRect(frame.card, frame.radius, frame.radius);
    painter->setClipPath(clip);
    painter->fillRect(QRectF(frame.card.left(), frame.card.top(), frame.stripeWidth, frame.card.height()), frame.stripe);
}

// The card's shadow, body, border and stripe, drawn once per look and size and then copied: Qt 6.4
// hands every antialiased shape taller than about 96 pixels to its global thread pool and waits
// for it, which costs the GUI thread a wake-up of another thread per card whenever cores are busy.
// A copied image is blended on the spot.
QPixmap cardFrame(const CardFrame &frame, qreal dpr)
{
    const QString key = QStringLiteral("kandesk-card:%1x%2@%3:%4,%5,%6,%7:%8,%9:%10,%11,%12,%13:%14")
                            .arg(frame.size.width()).arg(frame.size.height()).arg(dpr)
                            .arg(frame.card.x()).arg(frame.card.y()).arg(frame.card.width()).arg(frame.card.height())
                            .arg(frame.radius).arg(frame.stripeWidth)
                            .arg(frame.shadow.rgba()).arg(frame.fill.rgba()).arg(frame.border.rgba()).arg(frame.stripe.rgba())
                            .arg(frame.selected ? QLatin1Char('s') : QLatin1Char('-'));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    pixmap = QPixmap(frame.size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        paintCardFrame(&painter, frame);
    }
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

QFont titleFont(const QFont &base)
{
    QFont font = base;
    font.setWeight(QFont::DemiBold);
    return font;
}

QFont smallFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.9);
    return font;
}

QFont branchFont(const QFont &base)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(base.pointSizeF() * 0.85);
    return font;
}

// The title in at most two lines; the second is elided when the title needs more.
QStringList titleLines(const QString &title, const QFont &font, int width)
{
    QStringList lines;
    QTextLayout layout(title, font);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (lines.size() == 1) {
            const QFontMetrics fm(font);
            lines.append(fm.elidedText(title.mid(line.textStart()).simplified(), Qt::ElideRight, width));
            break;
        }
        lines.append(title.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
    if (lines.isEmpty())
        lines.append(QString());
    return lines;
}

// What the card's state pill says: where the task stands, or that it is archived.
QString cardStateName(const QModelIndex &index)
{
    return index.data(TaskArchivedRole).toBool() ? QStringLiteral("ARCHIVED") : index.data(TaskActivityRole).toString();
}

struct ChecksMark {
    QString glyph; // empty: no mark
    QColor colour;
};

ChecksMark checksMark(const QString &checks, bool dark)
{
    if (checks == QLatin1String("passing"))
        return { QStringLiteral("✓"), dark ? QColor(0x3f, 0xb9, 0x50) : QColor(0x1a, 0x7f, 0x37) };
    if (checks == QLatin1String("failing"))
        return { QStringLiteral("✗"), dark ? QColor(0xf8, 0x51, 0x49) : QColor(0xcf, 0x22, 0x2e) };
    if (checks == QLatin1String("pending"))
        return { QStringLiteral("◷"), dark ? QColor(0xd2, 0x99, 0x22) : QColor(0x9a, 0x67, 0x00) };
    return {};
}

// "github:acme/widgets#12" → "◈ #12", "linear:ENG-42" → "◈ ENG-42"; empty for none.
QString issueMarkOf(const QString &issueRef)
{
    if (issueRef.isEmpty())
        return {};
    const qsizetype hash = issueRef.lastIndexOf(QLatin1Char('#'));
    return QStringLiteral("◈ ") + (hash >= 0 ? issueRef.mid(hash) : issueRef.section(QLatin1Char(':'), 1));
}

int contentWidth(const QStyleOptionViewItem &option, const Metrics &m)
{
    int width = option.rect.width();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
        width = view->viewport()->width();
    return qMax(m.line * 6, width - 2 * m.margin - 2 * m.padding);
}

} // namespace

CardStateLook cardStateLook(const QString &stateName, bool darkPalette)
{
    auto tone = [darkPalette](QColor colour) { return darkPalette ? colour.lighter(150) : colour; };
    if (stateName == QLatin1String("STARTING"))
        return { QStringLiteral("◔"), TaskCardDelegate::tr("Starting"), tone(QColor(0x82, 0x50, 0xdf)) };
    if (stateName == QLatin1String("RUNNING"))
        return { QStringLiteral("▶"), TaskCardDelegate::tr("Running"), tone(QColor(0x1f, 0x6f, 0xeb)) };
    if (stateName == QLatin1String("NEEDS_INPUT"))
        return { QStringLiteral("?"), TaskCardDelegate::tr("Needs input"), tone(QColor(0xb3, 0x6b, 0x00)) };
    if (stateName == QLatin1String("IDLE"))
        return { QStringLiteral("◌"), TaskCardDelegate::tr("Idle"), tone(QColor(0x57, 0x60, 0x6a)) };
    if (stateName == QLatin1String("DONE"))
        return { QStringLiteral("✓"), TaskCardDelegate::tr("Done"), tone(QColor(0x1a, 0x7f, 0x37)) };
    if (stateName == QLatin1String("FAILED"))
        return { QStringLiteral("✗"), TaskCardDelegate::tr("Failed"), tone(QColor(0xcf, 0x22, 0x2e)) };
    if (stateName == QLatin1String("CANCELLED"))
        return { QStringLiteral("⊘"), TaskCardDelegate::tr("Cancelled"), tone(QColor(0x6e, 0x77, 0x81)) };
    if (stateName == QLatin1String("ARCHIVED"))
        return { QStringLiteral("▤"), TaskCardDelegate::tr("Archived"), tone(QColor(0x6e, 0x77, 0x81)) };
    return { QStringLiteral("○"), TaskCardDelegate::tr("Not started"), tone(QColor(0x8c, 0x95, 0x9f)) };
}

TaskCardDelegate::TaskCardDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

QString TaskCardDelegate::agentLabel(const QString &agentProfileId) const
{
    if (agentProfileId.isEmpty())
        return tr("No agent");
    return m_agentNames.value(agentProfileId, agentProfileId);
}

QSize TaskCardDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const Metrics m = metricsFor(option.font);
    const int width = contentWidth(option, m);
    const QFont title = titleFont(option.font);
    const int titleHeight = int(titleLines(index.data(TaskTitleRole).toString(), title, width).size())
        * QFontMetrics(title).lineSpacing();
    const int badgeHeight = QFontMetrics(smallFont(option.font)).height() + m.line / 3;
    const int branchHeight = QFontMetrics(branchFont(option.font)).height();
    // What the task waits for, on a line of its own when it waits.
    const int noteHeight = QFontMetrics(smallFont(option.font)).height() + m.line / 4;
    const int waitHeight = index.data(TaskWaitRole).toString().isEmpty() ? 0 : noteHeight;
    // The conflict radar's finding, on a line of its own too.
    const int conflictHeight = index.data(TaskConflictRole).toString().isEmpty() ? 0 : noteHeight;
    const int height = m.padding + titleHeight + m.line / 2 + badgeHeight + m.line / 3 + branchHeight + waitHeight
        + conflictHeight + m.padding;
    return { width + 2 * m.padding + 2 * m.margin, height + m.gap };
}

void TaskCardDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const Metrics m = metricsFor(option.font);
    const QPalette &palette = option.palette;
    const bool dark = windowIsDark(palette);
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    const QColor text = palette.color(QPalette::Text);
    const QColor dim = palette.color(QPalette::PlaceholderText);
    const QColor card = dark ? palette.color(QPalette::Window).lighter(125) : palette.color(QPalette::Base);
    const QColor border = selected ? palette.color(QPalette::Highlight) : mix(card, text, hovered ? 0.35 : 0.16);
    const CardStateLook look = cardStateLook(cardStateName(index), dark);

    const QRectF cardRect = QRectF(option.rect.adjusted(m.margin, m.gap / 2, -m.margin, -(m.gap - m.gap / 2)))
                                .adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = m.line / 3.0;
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    QColor shadow = Qt::black;
    shadow.setAlphaF(dark ? 0.35f : 0.07f);
    painter->drawPixmap(option.rect.topLeft(),
                        cardFrame({option.rect.size(), cardRect.translated(-option.rect.topLeft()), radius,
                                   qMax(3.0, m.line / 5.0), selected, shadow, card, border, look.colour},
                                  dpr));

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);

    const int left = int(cardRect.left()) + m.padding;
    const int width = int(cardRect.width()) - 2 * m.padding;
    int y = int(cardRect.top()) + m.padding;

    // Title
    const QFont title = titleFont(option.font);
    const QFontMetrics titleMetrics(title);
    painter->setFont(title);
    painter->setPen(text);
    for (const QString &line : titleLines(index.data(TaskTitleRole).toString(), title, width)) {
        painter->drawText(QRect(left, y, width, titleMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter, line);
        y += titleMetrics.lineSpacing();
    }
    y += m.line / 2;

    // State badge (glyph and word in a tinted pill) and the agent at the right.
    const QFont small = smallFont(option.font);
    const QFontMetrics smallMetrics(small);
    painter->setFont(small);
    const QString badgeText = look.glyph + QLatin1Char(' ') + look.text;
    const int badgeHeight = smallMetrics.height() + m.line / 3;
    const int badgeWidth = smallMetrics.horizontalAdvance(badgeText) + m.line;
    const QRectF badge(left, y, badgeWidth, badgeHeight);
    QColor tint = look.colour;
    tint.setAlphaF(dark ? 0.22f : 0.12f);
    painter->setPen(Qt::NoPen);
    painter->setBrush(tint);
    painter->drawRoundedRect(badge, badgeHeight / 2.0, badgeHeight / 2.0);
    painter->setPen(dark ? look.colour : look.colour.darker(115));
    painter->drawText(badge, Qt::AlignCenter, badgeText);

    int agentLeft = left + badgeWidth + m.line / 2;
    // The task's pull request as a second pill: "PR #12 open" (GitLab's "MR !12 open").
    if (const int pr = index.data(TaskPullRequestNumberRole).toInt(); pr > 0) {
        const QString prText = tr("%1 %2").arg(wordsForUrl(index.data(TaskPullRequestUrlRole).toString()).label(pr),
                                               index.data(TaskPullRequestStateRole).toString());
        const QRectF prBadge(agentLeft, y, smallMetrics.horizontalAdvance(prText) + m.line, badgeHeight);
        QColor prTint = palette.color(QPalette::Link);
        prTint.setAlphaF(dark ? 0.25f : 0.12f);
        painter->setPen(Qt::NoPen);
        painter->setBrush(prTint);
        painter->drawRoundedRect(prBadge, badgeHeight / 2.0, badgeHeight / 2.0);
        painter->setPen(dark ? palette.color(QPalette::Link).lighter(130) : palette.color(QPalette::Link));
        painter->drawText(prBadge, Qt::AlignCenter, prText);
        agentLeft = int(prBadge.right()) + m.line / 2;
        // Its checks, a mark after the pill: ✓ passing, ✗ failing, ◷ running.
        if (const ChecksMark mark = checksMark(index.data(TaskPullRequestChecksRole).toString(), dark);
            !mark.glyph.isEmpty()) {
            const QRectF markRect(agentLeft, y, smallMetrics.horizontalAdvance(mark.glyph) + m.line / 2, badgeHeight);
            painter->setPen(mark.colour);
            painter->drawText(markRect, Qt::AlignLeft | Qt::AlignVCenter, mark.glyph);
            agentLeft = int(markRect.right()) + m.line / 2;
        }
    }
    // The issue it was made from: "◈ #12", "◈ ENG-42" (the whole reference in the tooltip).
    if (const QString issue = issueMarkOf(index.data(TaskIssueRefRole).toString()); !issue.isEmpty()) {
        const QRectF issueRect(agentLeft, y, smallMetrics.horizontalAdvance(issue) + m.line / 2, badgeHeight);
        painter->setPen(dim);
        painter->drawText(issueRect, Qt::AlignLeft | Qt::AlignVCenter, issue);
        agentLeft = int(issueRect.right()) + m.line / 2;
    }
    const QRect agentRect(agentLeft, y, left + width - agentLeft, badgeHeight);
    painter->setPen(dim);
    painter->drawText(agentRect, Qt::AlignRight | Qt::AlignVCenter,
        smallMetrics.elidedText(
            agentLabel(index.data(TaskAgentProfileIdRole).toString()), Qt::ElideRight, agentRect.width()));
    y += badgeHeight + m.line / 3;

    // Branch (monospace) and the number of changed files.
    const int changed = index.data(TaskChangedFileCountRole).toInt();
    const QString changedText = changed <= 0 ? QString()
        : changed == 1                       ? tr("± 1 file")
                                             : tr("± %1 files").arg(changed);
    const int changedWidth = changed > 0 ? smallMetrics.horizontalAdvance(changedText) + m.line / 2 : 0;
    // Behind its base: "↓ 2" before the count (the whole sentence in the tooltip).
    const QString lag = index.data(TaskBaseLagRole).toString().section(QLatin1Char(' '), 0, 1);
    const int lagWidth = lag.isEmpty() ? 0 : smallMetrics.horizontalAdvance(lag) + m.line / 2;
    const QFont mono = branchFont(option.font);
    const QFontMetrics monoMetrics(mono);
    const QString branch = index.data(TaskBranchRole).toString();
    const QRect branchRect(left, y, width - changedWidth - lagWidth, monoMetrics.height());
    painter->setFont(branch.isEmpty() ? small : mono);
    painter->setPen(dim);
    painter->drawText(branchRect, Qt::AlignLeft | Qt::AlignVCenter,
        branch.isEmpty() ? tr("No branch yet")
                         : monoMetrics.elidedText(QStringLiteral("⎇ ") + branch, Qt::ElideMiddle, branchRect.width()));
    if (changed > 0) {
        painter->setFont(small);
        painter->setPen(text);
        painter->drawText(QRect(left + width - changedWidth, y, changedWidth, monoMetrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, changedText);
    }
    if (!lag.isEmpty()) {
        painter->setFont(small);
        painter->setPen(dark ? QColor(0xd2, 0x99, 0x22) : QColor(0x9a, 0x67, 0x00));
        painter->drawText(QRect(left + width - changedWidth - lagWidth, y, lagWidth, monoMetrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, lag);
    }

    // What the task waits for, and what it conflicts with, each on a line of its own.
    y += monoMetrics.height();
    const auto note = [&](const QString &line, const QColor &colour) {
        y += m.line / 4;
        painter->setFont(small);
        painter->setPen(colour);
        painter->drawText(QRect(left, y, width, smallMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                          smallMetrics.elidedText(line, Qt::ElideRight, width));
        y += smallMetrics.height();
    };
    if (const QString wait = index.data(TaskWaitRole).toString(); !wait.isEmpty())
        note(wait, dark ? QColor(0xd2, 0x99, 0x22) : QColor(0x9a, 0x67, 0x00));
    if (const QString conflict = index.data(TaskConflictRole).toString(); !conflict.isEmpty())
        note(conflict, dark ? QColor(0xf8, 0x51, 0x49) : QColor(0xcf, 0x22, 0x2e));

    painter->restore();
}

QString TaskCardDelegate::accessibleText(const QModelIndex &index, const QString &stepName) const
{
    const CardStateLook look = cardStateLook(cardStateName(index), false);
    QStringList parts { look.text, agentLabel(index.data(TaskAgentProfileIdRole).toString()) };
    if (const int pr = index.data(TaskPullRequestNumberRole).toInt(); pr > 0)
        parts.append(tr("%1 %2").arg(wordsForUrl(index.data(TaskPullRequestUrlRole).toString()).label(pr),
            index.data(TaskPullRequestStateRole).toString()));
    if (const QString checks = index.data(TaskPullRequestChecksSummaryRole).toString(); !checks.isEmpty())
        parts.append(tr("checks: %1").arg(checks));
    if (const QString branch = index.data(TaskBranchRole).toString(); !branch.isEmpty())
        parts.append(tr("branch %1").arg(branch));
    if (const int files = index.data(TaskChangedFileCountRole).toInt(); files > 0)
        parts.append(tr("%n file(s) changed", nullptr, files));
    for (const int role : { int(TaskWaitRole), int(TaskConflictRole), int(TaskBaseLagRole) }) {
        if (const QString note = index.data(role).toString(); !note.isEmpty())
            parts.append(note);
    }
    if (const QString issue = index.data(TaskIssueRefRole).toString(); !issue.isEmpty())
        parts.append(tr("from %1").arg(issue));
    parts.removeAll(QString());
    return tr("%1 — %2 — %3").arg(index.data(TaskTitleRole).toString(), stepName, parts.join(QStringLiteral(" · ")));
}

bool TaskCardDelegate::helpEvent(
    QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (event->type() != QEvent::ToolTip || !index.isValid())
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    QString description = index.data(TaskDescriptionRole).toString();
    if (description.size() > 280)
        description = description.left(280) + QStringLiteral("…");
    const CardStateLook look = cardStateLook(cardStateName(index), false);
    const QString wait = index.data(TaskWaitRole).toString();
    const QString conflict = index.data(TaskConflictRole).toString();
    const QString lag = index.data(TaskBaseLagRole).toString();
    QString checks = index.data(TaskPullRequestChecksSummaryRole).toString();
    if (!checks.isEmpty())
        checks = tr("Checks: %1").arg(checks);
    if (const QString issue = index.data(TaskIssueRefRole).toString(); !issue.isEmpty())
        checks += (checks.isEmpty() ? QString() : QStringLiteral("\n")) + tr("From %1").arg(issue);
    const QString tip
        = QStringLiteral("<p><b>%1</b><br>%2 %3%6</p>%4<p style='color:gray'>%5</p>")
              .arg(index.data(TaskTitleRole).toString().toHtmlEscaped(), look.glyph, look.text,
                  description.isEmpty() ? QString()
                                        : QStringLiteral("<p>") + description.toHtmlEscaped() + QStringLiteral("</p>"),
                  tr("Enter: open · Ctrl+←/→: move to another column · Ctrl+↑/↓: reorder · Del: delete"),
                  (wait.isEmpty() ? QString() : QStringLiteral("<br>") + wait.toHtmlEscaped())
                      + (conflict.isEmpty() ? QString() : QStringLiteral("<br>") + conflict.toHtmlEscaped())
                      + (checks.isEmpty() ? QString() : QStringLiteral("<br>") + checks.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")))
                      + (lag.isEmpty() ? QString()
                                       : QStringLiteral("<br>") + tr("%1: Update from Base (Ctrl+Shift+B) in the task").arg(lag).toHtmlEscaped()));
    QToolTip::showText(event->globalPos(), tip, view);
    return true;
}

} // namespace kandesk::ui
