/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancelled_EmailsInputs */

const en_events_admin_cancelled_emails = /** @type {(inputs: Events_Admin_Cancelled_EmailsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} email will go out.`);
	return /** @type {LocalizedString} */ (`${i?.count} emails will go out.`)
	
};

const de_events_admin_cancelled_emails = /** @type {(inputs: Events_Admin_Cancelled_EmailsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} E-Mail geht raus.`);
	return /** @type {LocalizedString} */ (`${i?.count} E-Mails gehen raus.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} email will go out." |
* | * | "{count} emails will go out." |
*
* @param {Events_Admin_Cancelled_EmailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancelled_emails = /** @type {((inputs: Events_Admin_Cancelled_EmailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancelled_EmailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancelled_emails(inputs)
	return en_events_admin_cancelled_emails(inputs)
});