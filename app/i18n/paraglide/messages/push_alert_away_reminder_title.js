/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Push_Alert_Away_Reminder_TitleInputs */

const en_push_alert_away_reminder_title = /** @type {(inputs: Push_Alert_Away_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay soon: ${i?.title}`)
};

const de_push_alert_away_reminder_title = /** @type {(inputs: Push_Alert_Away_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bald bezahlen: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Pay soon: {title}" |
*
* @param {Push_Alert_Away_Reminder_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_reminder_title = /** @type {((inputs: Push_Alert_Away_Reminder_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Reminder_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_reminder_title(inputs)
	return en_push_alert_away_reminder_title(inputs)
});